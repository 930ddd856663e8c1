// @ts-check
// Loaded by the story runner's test environment (story-page-environment.js), outside Jest's sandbox: run inside it,
// the comparison of a 1280 × 800 screenshot took 3.5 s instead of 0.1 s.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, as the other files Jest loads itself */
const { readFileSync } = require('node:fs');
const { PNG } = require('pngjs');

/**
 * Whether a screenshot differs from its baseline only by raster noise: at most `maxNoisePixels` pixels differ, and at
 * most `maxBeyondNoisePixels` of them by more than `noiseLevels` on a channel (ADR 0007).
 *
 * @param {Buffer} image the screenshot, as PNG
 * @param {string} baselineFile
 * @param {{ noiseLevels: number, maxNoisePixels: number, maxBeyondNoisePixels: number }} limits
 * @returns {boolean}
 */
function differsOnlyByRasterNoise(image, baselineFile, limits) {
  const actual = PNG.sync.read(image);
  const expected = PNG.sync.read(readFileSync(baselineFile));
  if (actual.width !== expected.width || actual.height !== expected.height) return false;
  let differing = 0;
  let beyondNoise = 0;
  for (let index = 0; index < actual.data.length; index += 4) {
    let largest = 0;
    for (let channel = 0; channel < 4; channel++) {
      largest = Math.max(
        largest,
        Math.abs((actual.data[index + channel] ?? 0) - (expected.data[index + channel] ?? 0)),
      );
    }
    if (largest === 0) continue;
    differing++;
    if (largest > limits.noiseLevels) beyondNoise++;
  }
  return differing <= limits.maxNoisePixels && beyondNoise <= limits.maxBeyondNoisePixels;
}

module.exports = { differsOnlyByRasterNoise };
