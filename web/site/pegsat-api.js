// The module's one call, request and answer as plain objects (web/binding.cpp).
// Used by the workers in the page and by the node tests alike.
import createPegsat from './pegsat.js';

export async function loadPegsat(options = {}) {
  const module = await createPegsat({ onProgress: options.onProgress });
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
