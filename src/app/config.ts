import { readConfigFile, resolveConfig } from './configFile'

const build = import.meta.env

/**
 * The portal's settings (see `resolveConfig`): the build's until `loadConfig` has read
 * config.json, which main.tsx awaits before the first render, so nothing ever runs against the
 * wrong backend. (Not a top-level await: the bundler would then split /login's JavaScript into
 * many chunks, over its budget.)
 */
export let config = resolveConfig({}, build, window.location.origin)

/** Reads config.json into `config`. index.html preloads the file, so this adds no round trip. */
export async function loadConfig() {
  config = resolveConfig(await readConfigFile(), build, window.location.origin)
}
