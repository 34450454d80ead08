/**
 * Runtime plugin of a page's host (the shell, or a remote's own dev server): hands the host's
 * federation runtime-core to the remotes built with `experiments.externalRuntime: true`, which then
 * carry no copy of their own. It is module federation's own plugin, by its package name: the
 * `import` condition of its exports gives the ES module build, which shares the ES runtime-core the
 * host's bundler runtime already uses. `experiments.provideExternalRuntime` adds the same plugin
 * by `require.resolve`, i.e. its CommonJS build, and with it a second, CommonJS copy of
 * runtime-core and the sdk in the shell's main chunk.
 */
export { default } from '@module-federation/inject-external-runtime-core-plugin';
