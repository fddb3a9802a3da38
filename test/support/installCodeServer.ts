// `npm run test:setup`: installs what the browser tiers need (Chromium, code-server) ahead of time.
import { ensureCodeServer } from './codeServer';
import { main } from './processes';

main(async () => {
  const started = Date.now();
  await ensureCodeServer();
  console.log(`test setup: ready in ${Math.round((Date.now() - started) / 1000)} s`);
  return 0;
});
