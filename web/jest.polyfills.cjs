// jsdom lacks a few browser APIs that MUI and Apollo use (TOOLCHAIN.md, 'Jest for web').
const { TextEncoder, TextDecoder } = require('node:util');
const { serialize, deserialize } = require('node:v8');

Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof globalThis.structuredClone !== 'function') {
  globalThis.structuredClone = (value) => deserialize(serialize(value));
}
if (typeof globalThis.ResizeObserver !== 'function') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
