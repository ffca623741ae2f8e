import {
  airlineTestSchema,
  cashTestReplySchema,
  milesTestReplySchema,
  testAllReplySchema,
  voegolFailureSchema,
  voegolTestQuery,
  voegolTestReplySchema,
} from '../schemas/airline-tests';
import { operation } from './operation';

/** POST /api/latam-proxy: LATAM's upstream, or its contingency sample. */
export const latamProxy = operation({
  method: 'POST',
  path: '/api/latam-proxy',
  body: airlineTestSchema,
  reply: cashTestReplySchema,
});

/** POST /api/voegol-proxy (`?test=true` asks for the test data): VoeGol's upstream, or its sample. */
export const voegolProxy = operation({
  method: 'POST',
  path: '/api/voegol-proxy',
  body: airlineTestSchema,
  query: voegolTestQuery,
  reply: voegolTestReplySchema,
  otherReplies: { 502: voegolFailureSchema, 504: voegolFailureSchema },
});

/** GET /api/test/<page>: one airline's upstream, or its sample, for the test pages and the API tester. */
export const testLatam = operation({
  method: 'GET',
  path: '/api/test/latam',
  query: airlineTestSchema,
  reply: cashTestReplySchema,
});
export const testAzul = operation({
  method: 'GET',
  path: '/api/test/azul',
  query: airlineTestSchema,
  reply: cashTestReplySchema,
});
export const testGol = operation({
  method: 'GET',
  path: '/api/test/gol',
  query: airlineTestSchema,
  reply: voegolTestReplySchema,
});
export const testSmiles = operation({
  method: 'GET',
  path: '/api/test/smiles',
  query: airlineTestSchema,
  reply: milesTestReplySchema,
});
export const testAzulMiles = operation({
  method: 'GET',
  path: '/api/test/azulmilhas',
  query: airlineTestSchema,
  reply: milesTestReplySchema,
});

/** GET /api/test/all: every upstream at once for the API tester. */
export const testAll = operation({
  method: 'GET',
  path: '/api/test/all',
  query: airlineTestSchema,
  reply: testAllReplySchema,
});
