// What `--help` prints: every command, flag, variable, output and exit code.

export const HELP = `convert-files: convert files with the ConvertAPI service, by name or by the rules of
.vscode/convert-files.json

Usage:
  convert-files convert FILE|GLOB|- … --to FORMAT [--then FORMAT …] [-p Key=Value …] [options]
  convert-files convert FILE|GLOB … --pipeline NAME [options]
  convert-files run [--rules FILE] [--force] [--dry-run] [--rule NAME] [--parallel N] [--async]
                    [--json] [--watch] [--shard K/N] [FILE|GLOB …]
  convert-files check [--rules FILE] [--json] [--shard K/N]
  convert-files record merge RECORD… [--rules FILE]
  convert-files mcp [--root DIR] [--max-conversions N]
  convert-files --help

convert Converts the files named, no rules file needed. Globs are expanded by the tool, quoted or
        not, as a rules file's are: hidden files and folders, .git and node_modules only when
        the glob spells them out.
run     Converts what is out of date: every rule whatever its trigger. A result is converted
        again only when its source's bytes or its target's definition changed, or the result
        is gone; what was converted is kept in .vscode/convert-files.record.json. Run it in a
        workspace folder (the folder that holds .vscode/).
check   Sends nothing (it reads the service's public list of converters): checks the rules file
        and lists what a run would convert.
record merge  Combines the records that runs with --shard wrote (see Shards) into the
        workspace's record; RECORD may be a glob (record-*.json). Sends nothing.
mcp     A Model Context Protocol server on stdin and stdout for AI agents (tools: formats,
        options, convert, extract_text, usage). Files only inside --root (default: the
        working folder); a call costing more than --max-conversions (default 20) is refused
        before anything is sent.

Options of convert:
  --to FORMAT       the target format (pdf, html, docx, png, …)
  --then FORMAT     a further step on the service, run on the previous result (a chain:
                    --to pdf --then compress)
  -p Key=Value      an option of the step named before it, checked against the service's
                    converters as the options form checks it; -p Name=@path sends a file
  --preset NAME     the options of a preset of the rules file, for the step named before it
  --pipeline NAME   the steps of a pipeline of the rules file
  --rules FILE      the rules file whose presets and pipelines are named (default
                    .vscode/convert-files.json)
  --out DIR         where results go (default: beside each source); below DIR the sources'
                    folders relative to the glob's base are kept. --out - writes the one
                    result to stdout (then every line goes to stderr)
  --name TEMPLATE   the result's name without extension: \${fileBasenameNoExtension},
                    \${target}, \${preset}, \${date}
  --on-conflict skip|rename|overwrite
                    a file already at the result's place: kept (skip, the default), a
                    numbered copy written beside it (rename), or replaced (overwrite)
  -                 the source is stdin; --from FORMAT says its format (required)
  --dry-run, --json, --parallel N, --async   as for run

Options of run and check:
  --rules FILE    the rules file (default .vscode/convert-files.json)
  --force         convert even what is up to date
  --dry-run       say what would be converted ("would convert …"); nothing is sent or written
  --rule NAME     run this rule only
  --parallel N    conversions at once, 1 to 16 (default 4)
  --async         every conversion through the service's async jobs (a job may run up to
                  1200 s; the run polls it and deletes what it stored). Without it, a conversion
                  goes async only when its Timeout option is longer than one request waits (300 s,
                  counted from the end of the upload: a large file alone is no reason); a job is
                  polled at once, then after 0.2 s, pauses growing by a quarter up to 5 s
  --json          JSON Lines on stdout instead of lines (see JSON)
  --watch         run, then run again on every change (1 s after the last one; only what
                  changed; at most 100 conversions an hour after the first run) until Ctrl+C
  --shard K/N     this runner's share (K of N, 1 ≤ K ≤ N) of the sources (see Shards)
  FILE|GLOB…      convert only these sources
  --help          this text

Environment:
  CONVERT_FILES_API_TOKEN   the API Token (required by run and convert; never given as an
                            argument, never printed)
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
  docs/a.md → out/docs/a.pdf blocked: exists and not written by the rules   (check)
and last: N converted, N up to date, N failed, N conversions used (1 conversion used)
(check: N out of date, N up to date). After Ctrl+C, one line on stderr and the last line
ends with ", N not started".
Before anything is sent, stderr states the cost: one conversion per step of each result
(a chain or a pipeline of the rules file's "pipelines" is one per step), e.g.
  cost: 4 conversions for 3 results from 1 source file (one per step of a chain or pipeline)

JSON (--json on run, convert and check): stdout holds JSON Lines only. One object per source
and target:
  {"source","target","result","status","cost","reason"?,"code"?}
  source, result  paths relative to the working folder (result: a folder ends with /)
  target          the format, a chain ("pdf → compress") or the pipeline's name
  status          converted, upToDate, skipped, failed, wouldConvert (dry run; check: out of
                  date), blocked (check: a file in the way a run keeps), removed (a result
                  whose source is gone), notStarted (Ctrl+C)
  cost            conversions used (wouldConvert: would use)
  reason          why skipped, failed, blocked or out of date
  code            of a failure: auth, account, quota, request, service, network, timeout,
                  localFile, …
then one summary object:
  {"converted","upToDate","skipped","failed","removed","notStarted","conversions"}

Shards: N runners (a CI matrix, each on a fresh checkout) run "run --shard K/N", K = 1…N:
the planned sources are ordered by a hash of their path and dealt out in turn (all targets of a
source together; every runner a share), and each runner converts what is out of date in its
share, so together they convert each source once. Each writes its own record; a last job runs
"convert-files record merge A B …" on the checkout to combine them (each shard's changes win;
two records changing one result differently stop the merge, exit 1). check without --shard
looks at the whole.

A file that exists and that the rules did not write (or that was edited since) is never
overwritten by run: convertFiles.conflictPolicy in .vscode/settings.json decides ("ask", the
default, means skip and name it here; "overwrite" replaces it, "rename" writes a numbered copy).
run --watch never overwrites such a file ("overwrite" is "skip" there).

Exit codes:
  0  nothing failed (everything up to date, and dry runs); for check: valid and nothing to
     convert (a blocked file is not out of date)
  1  a file failed (a refusal by the service, no conversions left, a refused token, the
     network, a file that could not be written); for check: something is out of date; for
     record merge: two records changed one result differently
  2  bad input, nothing sent: a named file that does not exist, a glob that matches nothing,
     an unknown format or option (in the arguments or in a rule), an unknown flag; no token
     in the environment, no rules file, a broken rules file or a rule against the schema;
     several results for --out -
  130 stopped by Ctrl+C (no partial file is left; what was converted is recorded)
`;
