// What `--help` prints: every command, flag, variable and exit code.

export const HELP = `convert-files: run the conversion rules of .vscode/convert-files.json

Usage:
  convert-files run [--rules FILE] [--force] [--dry-run] [--rule NAME] [--parallel N] [--async] [FILE…]
  convert-files check [--rules FILE]
  convert-files mcp [--root DIR] [--max-conversions N]
  convert-files --help

Run it in a workspace folder (the folder that holds .vscode/).

run     Converts what is out of date: every rule whatever its trigger. A result is converted
        again only when its source's bytes or its target's definition changed, or the result
        is gone; what was converted is kept in .vscode/convert-files.record.json.
check   Sends nothing: checks the rules file and lists what is out of date.
mcp     A Model Context Protocol server on stdin and stdout for AI agents (tools: formats,
        options, convert, extract_text, usage). Files only inside --root (default: the
        working folder); a call costing more than --max-conversions (default 20) is refused
        before anything is sent.

Options:
  --rules FILE    the rules file (default .vscode/convert-files.json)
  --force         convert even what is up to date
  --dry-run       say what would be converted ("would convert …"); nothing is sent or written
  --rule NAME     run this rule only
  --parallel N    conversions at once, 1 to 16 (default 4)
  --async         every conversion through the service's async jobs (a job may run up to
                  1200 s; the run polls it and deletes what it stored). Without it, a conversion
                  goes async only when its Timeout option is longer than one request waits (300 s)
                  or its source is larger than 100 MB
  FILE…           convert only these sources
  --help          this text

Environment:
  CONVERT_FILES_API_TOKEN   the API Token (required by run; never given as an argument)
  CONVERT_FILES_BASE_URL    the service (default https://v2.convertapi.com)
  CONVERT_FILES_MASTER_TOKEN  mcp only: the Master Token its usage tool reads the account with
  CONVERT_FILES_TEXT_CACHE  mcp only: the folder of extract_text's texts (default: the user's
                            cache folder, convert-files/compare-text)
  HTTPS_PROXY, NO_PROXY     a proxy, and hosts that bypass it
  NODE_EXTRA_CA_CERTS       extra certificate authorities (a company proxy's)

Output: one line per file and target:
  docs/a.md → out/docs/a.pdf                  converted
  docs/a.md → out/docs/a.pdf up to date
  docs/a.md → out/docs/a.pdf skipped: <why>
  docs/a.md → out/docs/a.pdf failed: <why>
  would convert docs/a.md → out/docs/a.pdf    (--dry-run)
and last: N converted, N up to date, N failed, N conversions used
Before anything is sent, stderr states the cost: one conversion per step of each result
(a chain or a pipeline of the rules file's "pipelines" is one per step), e.g.
  cost: 4 conversions for 3 results from 1 source file (one per step of a chain or pipeline)

A file that exists and that the rules did not write (or that was edited since) is never
overwritten: convertFiles.conflictPolicy in .vscode/settings.json decides ("ask", the default,
means skip and name it here; "overwrite" replaces it, "rename" writes a numbered copy).

Exit codes:
  0  nothing failed (everything up to date, and dry runs); for check: valid and up to date
  1  a file failed (a refusal by the service, no conversions left, a refused token, the
     network, a file that could not be written); for check: something is out of date
  2  the run could not start: no token in the environment, no rules file, a broken rules
     file or a rule against the schema, a chain's step or option the service does not
     have, an unknown flag
  130 stopped by Ctrl+C (no partial file is left; what was converted is recorded)
`;
