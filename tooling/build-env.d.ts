/** The version of the build a module came from, set by webpack's DefinePlugin (tooling/webpack). */
declare const __BUILD_VERSION__: string;
/** The site's version (the root package.json's), set the same way: the footer shows it. */
declare const __SITE_VERSION__: string;
