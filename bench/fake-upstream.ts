// The chat benchmark's model service: the tests' OpenAI-protocol stand-in in a process of its own, as a real
// one would be, so the benchmark's 200 clients and the 200 upstream streams do not share one event loop.
// Answers every request with the JSON reply in FAKE_REPLY and prints its URL once listening.

import { startFakeOpenAI } from '../apps/server/src/test/fake-openai.js';

const upstream = await startFakeOpenAI(JSON.parse(process.env.FAKE_REPLY ?? '{}'));
process.on('SIGTERM', () => {
  upstream.close().finally(() => process.exit(0));
});
console.log(upstream.url);
