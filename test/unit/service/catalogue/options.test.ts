import { strict as assert } from 'node:assert';
import { findConverter, type Converter } from '../../../../src/service/catalogue';
import {
  buildParameters,
  formatOptionValue,
  optionFields,
  parseOptionInput,
  type OptionField,
} from '../../../../src/service/catalogue/options';
import { parseCatalogue } from '../../../../src/service/catalogue/openApi/openApiCatalogue';
import { validateOptionInput } from '../../../../src/service/catalogue/options/optionInput';
import { everythingDocument, sampleDocument } from '../../support/fixtures/openapiDocument';

const sample = parseCatalogue(sampleDocument());
const everything = parseCatalogue(everythingDocument());
const converter = (cat: typeof sample, s: string, t: string): Converter => {
  const c = findConverter(cat, s, t);
  assert.ok(c, `${s}→${t}`);
  return c;
};
const field = (fields: OptionField[], name: string): OptionField => {
  const f = fields.find((x) => x.name === name);
  assert.ok(f, `no field ${name}: ${fields.map((x) => x.name).join()}`);
  return f;
};

describe('service/options', () => {
  describe('optionFields', () => {
    it('puts featured fields first, then the rest by group, housekeeping (Execution) last; no input, no StoreFile', () => {
      const fields = optionFields(converter(sample, 'docx', 'pdf'));
      assert.deepEqual(
        fields.map((f) => `${f.name}/${f.group}`),
        ['PageRange/Page', 'PdfaVersion/Output', 'Password/Security', 'Bookmarks/Output', 'Timeout/Execution'],
      );
    });

    it('gives each value kind its input: pick, toggle, integer, number, text, list, file', () => {
      const fields = optionFields(converter(everything, 'abc', 'xyz'));
      const kinds = Object.fromEntries(fields.map((f) => [f.name, f.kind]));
      assert.deepEqual(kinds, {
        StringParam: 'text',
        BoolParam: 'toggle',
        OverlayFile: 'file',
        IntParam: 'integer',
        NumberParam: 'number',
        EnumParam: 'pick',
        ArrayParam: 'list',
        SecretToken: 'text',
        Hidden: 'text',
        WeirdRange: 'integer',
      });
      assert.deepEqual(
        fields.slice(0, 2).map((f) => f.name),
        ['StringParam', 'BoolParam'],
        'featured first',
      );
      assert.equal(field(fields, 'Hidden').secret, true);
      assert.deepEqual(field(fields, 'OverlayFile').allowedExtensions, ['pdf', 'png']);
      assert.equal(field(fields, 'EnumParam').group, 'General');
    });

    it('shows defaults, but never a secret’s value', () => {
      const fields = optionFields(converter(sample, 'docx', 'pdf'));
      assert.equal(formatOptionValue(field(fields, 'Timeout'), field(fields, 'Timeout').default), '900');
      assert.equal(formatOptionValue(field(fields, 'Password'), 'hunter2'), '');
      assert.equal(formatOptionValue(field(optionFields(converter(everything, 'abc', 'xyz')), 'ArrayParam'), ['x', 'y']), 'x, y');
    });
  });

  describe('typed text', () => {
    const jpg = optionFields(converter(sample, 'pdf', 'jpg'));
    const docx = optionFields(converter(sample, 'docx', 'pdf'));
    const all = optionFields(converter(everything, 'abc', 'xyz'));

    it('checks whole numbers against their range, with a message that names it', () => {
      const res = field(jpg, 'ImageResolution');
      assert.deepEqual(parseOptionInput(res, ' 300 '), { ok: true, value: 300 });
      assert.equal(validateOptionInput(res, '801'), 'Resolution must be a whole number from 10 to 800.');
      assert.equal(validateOptionInput(res, '9'), 'Resolution must be a whole number from 10 to 800.');
      assert.equal(validateOptionInput(res, '12.5'), 'Resolution must be a whole number from 10 to 800.');
      assert.equal(validateOptionInput(res, '1e3'), 'Resolution must be a whole number from 10 to 800.');
      assert.equal(validateOptionInput(res, ''), undefined, 'empty means "not set"');
      assert.equal(validateOptionInput(field(all, 'WeirdRange'), '8'), 'WeirdRange must be a whole number of at most 7.');
    });

    it('checks decimal numbers, and says to use a dot', () => {
      const scale = field(jpg, 'ScaleImage');
      assert.deepEqual(parseOptionInput(scale, '2.5'), { ok: true, value: 2.5 });
      assert.deepEqual(parseOptionInput(scale, '.5'), { ok: true, value: 0.5 });
      assert.equal(validateOptionInput(scale, '1,5'), 'Scale must be a number from 0.1 to 10 (use a dot for decimals).');
      assert.equal(validateOptionInput(scale, '11'), 'Scale must be a number from 0.1 to 10.');
      assert.equal(validateOptionInput(scale, 'NaN'), 'Scale must be a number from 0.1 to 10.');
    });

    it('takes a pick’s values in any case and gives them back as the service spells them', () => {
      const pdfa = field(docx, 'PdfaVersion');
      assert.deepEqual(parseOptionInput(pdfa, 'PDFA2B'), { ok: true, value: 'pdfa2b' });
      assert.equal(validateOptionInput(pdfa, 'pdfa9'), 'PDF/A version is one of: none, pdfa1b, pdfa2b, pdfa3b.');
      assert.deepEqual(parseOptionInput(field(all, 'EnumParam'), '3'), { ok: true, value: 3 }, 'a numeric choice stays a number');
    });

    it('reads toggles, lists and required text', () => {
      assert.deepEqual(parseOptionInput(field(docx, 'Bookmarks'), 'No'), { ok: true, value: false });
      assert.equal(validateOptionInput(field(docx, 'Bookmarks'), 'maybe'), 'Bookmarks is on or off: enter true or false.');
      assert.deepEqual(parseOptionInput(field(all, 'ArrayParam'), 'x, Y,,'), { ok: true, value: ['x', 'y'] });
      assert.match(validateOptionInput(field(all, 'ArrayParam'), 'x, z') ?? '', /"z" is not one of ArrayParam’s values: x, y/);
      const split = optionFields(converter(sample, 'pdf', 'split'));
      assert.deepEqual(parseOptionInput(field(split, 'SplitByPattern'), '2, 3'), { ok: true, value: [2, 3] });
      assert.match(validateOptionInput(field(split, 'SplitByPattern'), '2, three') ?? '', /Each item of Pattern must be a whole number/);
      const required: OptionField = { ...field(docx, 'PageRange'), required: true };
      assert.equal(validateOptionInput(required, '   '), 'Page range is required.');
    });

    it('keeps a password exactly as typed (spaces too)', () => {
      assert.deepEqual(parseOptionInput(field(docx, 'Password'), ' pass word '), { ok: true, value: ' pass word ' });
    });

    it('takes only the file types a file parameter allows', () => {
      const overlay = field(all, 'OverlayFile');
      assert.deepEqual(parseOptionInput(overlay, '/work/logo.PNG'), { ok: true, value: '/work/logo.PNG' });
      assert.equal(validateOptionInput(overlay, 'C:\\docs\\notes.txt'), 'Overlay takes .pdf, .png files; notes.txt is not one.');
      assert.equal(validateOptionInput(overlay, '/work/README'), 'Overlay takes .pdf, .png files; README is not one.');
    });
  });

  describe('buildParameters', () => {
    it('sends what differs from the default, typed; files apart; required fields always', () => {
      const fields = optionFields(converter(everything, 'abc', 'xyz'));
      const built = buildParameters(fields, {
        StringParam: 'hello', // the default: not sent
        IntParam: '3',
        NumberParam: 2,
        BoolParam: 'true',
        EnumParam: 'A',
        ArrayParam: ['y'],
        OverlayFile: '/tmp/over.pdf',
        Hidden: undefined,
      });
      assert.deepEqual(built.problems, []);
      assert.deepEqual(built.parameters, { IntParam: 3, NumberParam: 2, BoolParam: true, EnumParam: 'a', ArrayParam: ['y'] });
      assert.deepEqual(built.files, { OverlayFile: ['/tmp/over.pdf'] });
    });

    it('says what is wrong: values out of range, unknown names, missing required fields', () => {
      const fields = optionFields(converter(everything, 'abc', 'xyz'));
      const built = buildParameters(fields, { IntParam: 9, Nope: 'x' });
      assert.deepEqual(
        built.problems.map((p) => p.message),
        ['IntParam must be a whole number from -5 to 5.', 'This converter has no option "Nope".', 'Overlay is required.'],
      );
      assert.deepEqual(built.parameters, {});
    });

    it('matches names case-insensitively, as the service does, and sends the catalogue’s spelling', () => {
      const fields = optionFields(converter(sample, 'docx', 'pdf'));
      assert.deepEqual(buildParameters(fields, { pagerange: '1-3' }).parameters, { PageRange: '1-3' });
    });
  });
});
