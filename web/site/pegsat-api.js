// SPDX-License-Identifier: GPL-3.0-or-later
// The module's one call, request and answer as plain objects (web/binding.cpp).
// Used by the workers in the page and by the node tests alike.
import createPegsat from './pegsat.js';

export async function loadPegsat(options = {}) {
  const settings = { onProgress: options.onProgress };
  // Node reads the .wasm by path (the tests); the page fetches it by URL.
  if (options.locateFile) settings.locateFile = options.locateFile;
  // A WebAssembly.Module compiled already (the page compiles it while it
  // downloads, once for every worker): only instantiated here.
  if (options.wasm) {
    settings.instantiateWasm = (imports, done) => {
      WebAssembly.instantiate(options.wasm, imports).then((instance) => done(instance, options.wasm));
      return {};
    };
  }
  const module = await createPegsat(settings);
  return {
    module,
    call(request) {
      const text = JSON.stringify(request);
      const size = module.lengthBytesUTF8(text) + 1;
      const input = module._malloc(size);
      module.stringToUTF8(text, input, size);
      let out = 0;
      try {
        out = module._pegsat_call(input);
        return JSON.parse(module.UTF8ToString(out));
      } finally {
        module._free(input);
        if (out) module._pegsat_free(out);
      }
    },
  };
}
