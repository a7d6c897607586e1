//! Running child commands: echo them, stream their output, and name them when they fail.

use std::fmt;
use std::process::{Command, Stdio};

use anyhow::{Context, Result};

/// A child command that ran and exited unsuccessfully.
#[derive(Debug)]
pub struct CommandFailed {
    pub command: String,
    /// The child's exit code; `None` when it was killed by a signal.
    pub exit_code: Option<i32>,
}

impl fmt::Display for CommandFailed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.exit_code {
            Some(code) => write!(f, "`{}` failed with exit code {code}", self.command),
            None => write!(f, "`{}` was killed by a signal", self.command),
        }
    }
}

impl std::error::Error for CommandFailed {}

/// Echoes `command`, runs it with inherited stdout/stderr, and fails with [`CommandFailed`]
/// unless it exits successfully.
pub fn run_checked(command: &mut Command) -> Result<()> {
    let shown = display_command(command);
    eprintln!("$ {shown}");
    let status = command
        .status()
        .with_context(|| format!("failed to start `{shown}`"))?;
    if status.success() {
        return Ok(());
    }
    Err(CommandFailed {
        command: shown,
        exit_code: status.code(),
    }
    .into())
}

/// Like [`run_checked`], with stdin closed: for installers that must never prompt.
pub fn run_checked_noninteractive(command: &mut Command) -> Result<()> {
    run_checked(command.stdin(Stdio::null()))
}

/// Runs `command` quietly and returns its trimmed stdout, or `None` if it could not start or
/// exited unsuccessfully.
pub fn capture_stdout(command: &mut Command) -> Option<String> {
    let output = command.stderr(Stdio::null()).output().ok()?;
    if !output.status.success() {
        return None;
    }
    Some(String::from_utf8_lossy(&output.stdout).trim().to_owned())
}

/// The command as a shell-like line, for echoing and error messages (environment not shown).
pub fn display_command(command: &Command) -> String {
    let program = std::path::Path::new(command.get_program());
    // `$CARGO` is an absolute path; the file name reads better and is what the user typed.
    let program = program.file_name().unwrap_or(program.as_os_str());
    std::iter::once(program)
        .chain(command.get_args())
        .map(|word| {
            let word = word.to_string_lossy();
            if word.is_empty() || word.contains(char::is_whitespace) {
                format!("'{word}'")
            } else {
                word.into_owned()
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_command_shortens_the_program_and_quotes_spaces() {
        let mut command = Command::new("/home/u/.cargo/bin/cargo");
        command.args(["test", "--workspace", "a filter"]);
        assert_eq!(
            display_command(&command),
            "cargo test --workspace 'a filter'"
        );
    }

    #[test]
    fn failure_names_the_command_and_code() {
        let error = run_checked(&mut Command::new("false")).unwrap_err();
        let failed = error.downcast_ref::<CommandFailed>().unwrap();
        assert_eq!(failed.exit_code, Some(1));
        assert_eq!(error.to_string(), "`false` failed with exit code 1");
    }

    #[test]
    fn missing_program_names_the_command() {
        let error = run_checked(&mut Command::new("xtask-no-such-program")).unwrap_err();
        assert!(
            error
                .to_string()
                .starts_with("failed to start `xtask-no-such-program`")
        );
    }
}
