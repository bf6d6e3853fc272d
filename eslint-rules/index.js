// The boundary rules of this repository, as one ESLint plugin (eslint.config.js).
import { domainBoundaries } from './domain-boundaries.js';
import { featureBoundaries } from './feature-boundaries.js';

export default {
  rules: { 'feature-boundaries': featureBoundaries, 'domain-boundaries': domainBoundaries },
};
