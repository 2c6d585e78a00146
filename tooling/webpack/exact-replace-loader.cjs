// Rewrites a library's file by exact text, for the few places where a library does work while the
// page starts that the site does not need (the rules that use it, in create-config.mjs, say why).
// A release of the library without that text fails the build here, rather than quietly bringing
// the work back.
module.exports = function exactReplace(source) {
  const { replacements, why } = this.getOptions();
  let result = source;
  for (const [from, to] of replacements) {
    if (!result.includes(from)) throw new Error(`${this.resourcePath} no longer contains ${JSON.stringify(from)} (${why}): see tooling/webpack/create-config.mjs`);
    result = result.replace(from, to);
  }
  return result;
};
