/** This tool's version, as package.json says (a unit test keeps the two equal); run manifests and `--version` print it. */
export const TOOL_VERSION = '0.1.0';
