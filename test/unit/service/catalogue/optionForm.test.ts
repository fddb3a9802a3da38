// Values checked as typed wherever the catalogue gives their form: the emulator's catalogue (as the
// client parses it) gives PageRange's form, and the options box refuses "abc" with a message that
// shows the form, before anything is asked or sent; a catalogue pattern that does not compile is
// ignored (the service still checks).
import { strict as assert } from 'node:assert';
import { findConverter } from '../../../../src/service/catalogue';
import { optionFields, parseOptionInput } from '../../../../src/service/catalogue/options';
import { parseCatalogue } from '../../../../src/service/catalogue/openApi/openApiCatalogue';
import { validateOptionInput } from '../../../../src/service/catalogue/options/optionInput';
import { startEmulator } from '../../../emulator/server';
import { call } from '../../support/emulatorHelpers';

describe('options: values checked against the form the catalogue gives', () => {
  it("refuses a page range of the wrong form in the box, as the emulator's catalogue describes it", async () => {
    const emu = await startEmulator({ port: 0 });
    try {
      const answer = await call(emu, 'GET', '/info/openapi');
      const catalogue = parseCatalogue(answer.json);
      for (const target of ['txt', 'jpg', 'png']) {
        const converter = findConverter(catalogue, 'pdf', target);
        assert.ok(converter, `pdf→${target}`);
        const field = optionFields(converter).find((f) => f.name === 'PageRange');
        assert.ok(field?.pattern, `pdf→${target} gives PageRange's form`);
        assert.equal(validateOptionInput(field, 'abc'), 'Page range does not take "abc"; it takes values such as 1-2000.');
        assert.equal(validateOptionInput(field, '1-3'), undefined);
        assert.equal(validateOptionInput(field, ' 1, 3,5-7 '), undefined);
        assert.equal(validateOptionInput(field, ''), undefined, 'left empty: the service default');
        const parsed = parseOptionInput(field, '3-');
        assert.equal(parsed.ok, false);
        assert.equal(parsed.ok ? undefined : parsed.messageCode, 'option.formExample');
      }
      // The emulator would have refused the same value: one form on both sides.
      const refused = await call(emu, 'POST', '/convert/pdf/to/txt?PageRange=abc', {
        headers: { Authorization: `Bearer ${emu.demo.apiTokens[0]!.token}` },
      });
      assert.equal(refused.status, 400);
    } finally {
      await emu.close();
    }
  });

  it('checks a string against a catalogue pattern, says so without an example, and ignores one that does not compile', () => {
    const doc = (pattern: string, dflt?: string) => ({
      openapi: '3.0.1',
      paths: {
        '/convert/abc/to/pdf': {
          post: {
            requestBody: {
              content: {
                'multipart/form-data': {
                  schema: {
                    properties: {
                      Code: { type: 'string', pattern, 'x-ca-label': 'Code', ...(dflt === undefined ? {} : { default: dflt }) },
                    },
                  },
                },
              },
            },
          },
        },
      },
    });
    const field = (pattern: string, dflt?: string) => optionFields(findConverter(parseCatalogue(doc(pattern, dflt)), 'abc', 'pdf')!)[0]!;
    assert.equal(validateOptionInput(field('^[A-Z]{2}$'), 'de'), 'Code does not take "de": the service would refuse it.');
    assert.equal(validateOptionInput(field('^[A-Z]{2}$'), 'DE'), undefined);
    assert.equal(
      validateOptionInput(field('^[A-Z]{2}$', 'abc'), 'x'),
      'Code does not take "x": the service would refuse it.',
      'a default of the wrong form is no example',
    );
    assert.equal(field('([').pattern, undefined);
    assert.equal(validateOptionInput(field('(['), 'anything'), undefined);
  });
});
