// The emulator's log (the sandbox's and the test tiers'): every token masked, and its JSON start-up
// line still JSON (masking its text swallowed the brackets around a token).
import { strict as assert } from 'node:assert';
import { Redactor } from '../../../src/service/errors';
import { maskedLine } from '../../support/emulatorProcess';

describe('the emulator log’s masking', () => {
  const redactor = new Redactor();
  const secrets = ['MasterTokenValue0123456789', 'ApiTokenValue0123456789ab', 'SigningSecret0123456789cd'];
  secrets.forEach((s) => redactor.add(s));

  it('keeps a JSON line JSON, with every secret masked and the rest as it was', () => {
    const line = JSON.stringify({
      baseUrl: 'http://127.0.0.1:4000',
      masterToken: secrets[0],
      apiTokens: [{ name: 'demo', token: secrets[1], secret: secrets[2] }],
    });
    const masked = maskedLine(line, redactor);
    const parsed = JSON.parse(masked) as { baseUrl: string; apiTokens: { name: string }[] };
    assert.equal(parsed.baseUrl, 'http://127.0.0.1:4000');
    assert.equal(parsed.apiTokens[0]?.name, 'demo');
    for (const secret of secrets) {
      assert.ok(!masked.includes(secret), `${secret} is in the log`);
    }
  });

  it('masks a line of text as before', () => {
    const masked = maskedLine(`POST /convert/docx/to/pdf?Token=${secrets[1]}`, redactor);
    assert.ok(!masked.includes(secrets[1]!), masked);
    assert.match(masked, /^POST \/convert\/docx\/to\/pdf/);
  });
});
