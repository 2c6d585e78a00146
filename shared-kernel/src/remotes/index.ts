// Which remote serves which path, as the current releases declare it: read by the shell to mount
// remotes, by the site's server to draw a first screen, and by the release tooling to refuse two
// remotes claiming one path. No React here: the API and the tooling import it too.
export { ownerOfPath, parseServedPaths, pathConflicts, servedPathsProblem, type PathOwner, type ServedPaths } from './served-paths';
export { parseRemotesJson, type RemoteDescriptor, type RemoteTarget } from './remotes-json';
