import { strict as assert } from 'node:assert';
import { builtinCatalogue } from '../../../src/service/catalogue/catalogue';
import type { Catalogue, Converter } from '../../../src/service/catalogue';
import { catalogueOffers, sharedTargets, splitByTarget } from '../../../src/util/selectionTargets';

const file = (name: string) => ({ name, format: name.slice(name.lastIndexOf('.') + 1) });

describe('targets of a multi-file selection', () => {
  it('offers only what every selected type converts to', () => {
    assert.deepEqual(
      sharedTargets(['png', 'jpg']).map((t) => t.ext),
      ['webp', 'pdf'],
    );
    assert.deepEqual(
      sharedTargets(['csv', 'json']).map((t) => t.ext),
      [],
    );
    assert.deepEqual(
      sharedTargets(['md']).map((t) => t.ext),
      ['pdf', 'html'],
    );
    assert.deepEqual(sharedTargets([]), []);
  });

  it('leaves out the JSON file of data.json + table.csv → PDF, naming it, before anything is sent', () => {
    const split = splitByTarget([file('data.json'), file('table.csv')], 'pdf');
    assert.deepEqual(
      split.included.map((f) => f.name),
      ['table.csv'],
    );
    assert.deepEqual(
      split.leftOut.map((f) => f.name),
      ['data.json'],
    );
  });

  it('keeps a file already in the target format (the batch skips it for free) and unknown types out', () => {
    const split = splitByTarget([file('a.pdf'), file('b.md'), file('c.xyz')], 'pdf');
    assert.deepEqual(
      split.included.map((f) => f.name),
      ['a.pdf', 'b.md'],
    );
    assert.deepEqual(
      split.leftOut.map((f) => f.name),
      ['c.xyz'],
    );
  });

  it('includes every file for a typed format no selected type is known to offer: the service decides', () => {
    const split = splitByTarget([file('a.md'), file('b.csv')], 'epub');
    assert.deepEqual(
      split.included.map((f) => f.name),
      ['a.md', 'b.csv'],
    );
    assert.deepEqual(split.leftOut, []);
  });

  it("follows the service's catalogue too: a target the picker offered for every type leaves none of them out", () => {
    const converter = (source: string, target: string): Converter => ({
      source,
      target,
      sourceFormats: [source],
      tags: [],
      parameters: [],
      multiInput: false,
    });
    const builtin = builtinCatalogue();
    // The service lists doc → txt, which the built-in table does not have (it has docx → txt).
    const catalogue: Catalogue = {
      ...builtin,
      origin: 'service',
      converters: [...builtin.converters, converter('doc', 'txt'), converter('any', 'zip'), converter('any', 'pdf')],
    };
    const offers = catalogueOffers(catalogue);
    const split = splitByTarget([file('letter.docx'), file('old.doc')], 'txt', offers);
    assert.deepEqual(
      split.included.map((f) => f.name),
      ['letter.docx', 'old.doc'],
    );
    assert.deepEqual(split.leftOut, []);
    // A converter from "any" says nothing about JSON: data.json is still left out of a PDF batch.
    const pdf = splitByTarget([file('data.json'), file('table.csv')], 'pdf', offers);
    assert.deepEqual(
      pdf.leftOut.map((f) => f.name),
      ['data.json'],
    );
    // Without the catalogue (the table alone), the old behaviour: old.doc left out.
    assert.deepEqual(
      splitByTarget([file('letter.docx'), file('old.doc')], 'txt').leftOut.map((f) => f.name),
      ['old.doc'],
    );
  });
});
