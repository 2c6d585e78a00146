/** The version of the build a module came from, set by webpack's DefinePlugin (tooling/webpack). */
declare const __BUILD_VERSION__: string;
