// Where New Pipeline… saves: the workspace's settings when a folder is open and trusted, else the
// user's. An untrusted workspace's value of convertFiles.pipelines is not read (a restricted
// setting, package.json), so a pipeline saved there would never be offered.

/** The settings a new pipeline goes to. */
export function pipelineSaveTarget(folders: number, trusted: boolean): 'workspace' | 'user' {
  return folders > 0 && trusted ? 'workspace' : 'user';
}
