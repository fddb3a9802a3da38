// Web Page to PDF of a page the service cannot fetch (issue 44): the person reads what happened
// (code 5008, "could not fetch the page") and, when the service's words link only to its own host
// (the emulator naming its sample page), those words too; a link anywhere else stays in the log.
import { strict as assert } from 'node:assert';
import { join } from 'node:path';
import { ApiTokenCredential } from '../../../src/service/auth/tokens';
import { ConversionClient, webPageRequest } from '../../../src/service/convert';
import { isPlainServerMessage, Redactor, type ConvertServiceError } from '../../../src/service/errors';
import { HttpTransport } from '../../../src/service/http';
import { errorFromBody } from '../../../src/service/http/statusErrors';
import { wordServiceError } from '../../../src/messages/serviceWording';
import { instantRetries } from '../support/settings';
import { tempDir, type Emulator, useTestEmulator } from '../support/inProcessEmulator';
import { german, localiser } from '../support/localiser';

describe('a web page the service cannot fetch', function () {
  this.timeout(30_000);
  let emu: Emulator;

  useTestEmulator((started) => ({ emu } = started));

  it('names the emulator’s sample page to the person, not "details in the log"', async () => {
    const transport = new HttpTransport({ baseUrl: emu.baseUrl, ...instantRetries().settings });
    const dir = await tempDir();
    try {
      const client = new ConversionClient(transport, new ApiTokenCredential(emu.demo.apiTokens[0]!.token));
      const err = await client
        .convert(
          webPageRequest('https://example.com/page', {
            resolveOutput: async () => ({ path: join(dir.path, 'page.pdf'), overwrite: false }),
          }),
        )
        .then(
          () => assert.fail('example.com was converted by the emulator'),
          (e: unknown) => e as ConvertServiceError,
        );
      const shown = wordServiceError(localiser(), err) ?? '';
      assert.match(shown, /^The service could not fetch the page or file from its address \(500, code 5008\)\./);
      assert.ok(shown.includes(`${emu.baseUrl}/sample/web-page`), shown);
      assert.doesNotMatch(shown, /in the log|opens on your computer/);
      const inGerman = wordServiceError(localiser(german), err) ?? '';
      assert.match(inGerman, /5008/);
      assert.ok(inGerman.includes(`${emu.baseUrl}/sample/web-page`), inGerman);
      assert.notEqual(inGerman, shown, 'the German wording is missing');
    } finally {
      await transport.close();
      await dir.remove();
    }
  });

  it('keeps a 5008 message linking to another host in the log, and says where it is', () => {
    const err = errorFromBody(
      { statusCode: 500, headers: {}, requestUrl: new URL('https://v2.convertapi.com/convert/web/to/pdf') },
      JSON.stringify({ Code: 5008, Message: 'Unable to access https://intranet.example/secret-page' }),
      'apiToken',
      new Redactor(),
    );
    const shown = wordServiceError(localiser(), err) ?? '';
    assert.match(shown, /could not fetch the page or file from its address \(500, code 5008\)/);
    assert.doesNotMatch(shown, /intranet|https?:/);
    assert.match(shown, /in the log \(Show Log\)/);
    assert.match(err.message, /intranet\.example/, 'the log keeps the service’s words');
  });

  it('takes a link as the service’s own only on the very origin the answer came from', () => {
    const own = 'https://v2.convertapi.com';
    assert.ok(isPlainServerMessage('Try the page https://v2.convertapi.com/sample/web-page.', own));
    for (const message of [
      'See https://v2.convertapi.com.evil.example/page',
      'See http://v2.convertapi.com/page',
      'See https://v2.convertapi.com:8443/page',
      'See https://user:pass@v2.convertapi.com/page',
      'See https://v2.convertapi.com/page and https://elsewhere.example/',
      'See https://v2.convertapi.com/x)[Open](https://elsewhere.example/login)',
      'See https://v2.convertapi.com/x?next=https://elsewhere.example/login',
      'See https://v2.convertapi.com/x<https://elsewhere.example/login',
      'See https://v2.convertapi.com/page at Converter.Run() in C:\\build\\Converter.cs:line 42',
    ]) {
      assert.ok(!isPlainServerMessage(message, own), message);
    }
    assert.ok(!isPlainServerMessage('Try the page https://v2.convertapi.com/sample/web-page.'), 'without an origin every link is internal');
  });
});
