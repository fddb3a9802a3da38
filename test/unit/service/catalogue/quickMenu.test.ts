// The Explorer's quick menu (Convert To → PDF, JPG, …) follows the converter catalogue: each
// entry shows for the types the catalogue converts to it. Offline, the built-in catalogue gives
// exactly what the menu's own fallback (package.json, before activation) shows.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QuickTargets } from '../../../../src/constants';
import { builtinCatalogue, sourcesConvertingTo, type Catalogue } from '../../../../src/service/catalogue/catalogue';

interface MenuEntry {
  command?: string;
  when?: string;
}

const manifest = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', '..', 'package.json'), 'utf8')) as {
  contributes: { menus: Record<string, MenuEntry[]> };
};

describe('the quick menu follows the catalogue', () => {
  it('each quick target in both submenus shows for the catalogue’s sources, and for the built-in table only until those are known', () => {
    for (const menu of ['convertFiles.convertTo', 'convertFiles.convertToEditor']) {
      for (const { command, format } of QuickTargets) {
        const entry = manifest.contributes.menus[menu].find((e) => e.command === command);
        assert.ok(entry?.when, `${menu}: ${command} has no when clause`);
        assert.ok(entry.when.includes(`resourceExtname in convertFiles.sourcesOf.${format} ||`), `${menu} ${command}: ${entry.when}`);
        const fallback = /!convertFiles\.quickMenuFollowsCatalogue && resourceExtname =~ \/\^\\\.\(([^)]*)\)\$\/i/.exec(entry.when);
        assert.ok(fallback, `${menu} ${command}: no built-in fallback in ${entry.when}`);
        // The fallback lists what the built-in catalogue converts: offline, nothing changes when the keys are set.
        assert.deepEqual(fallback[1].split('|').sort(), sourcesConvertingTo(builtinCatalogue(), format), `${menu} ${command}`);
      }
    }
  });

  it('a catalogue without PDF → JPG offers JPG for images only; aliases come with their type; zip (any) offers nothing', () => {
    const catalogue: Catalogue = {
      origin: 'service',
      tags: [],
      converters: [
        { source: 'png', target: 'jpg', sourceFormats: ['png'], tags: [], parameters: [], multiInput: false },
        { source: 'tiff', target: 'jpg', sourceFormats: ['tiff'], tags: [], parameters: [], multiInput: false },
        { source: 'md', target: 'pdf', sourceFormats: ['md'], tags: [], parameters: [], multiInput: false },
        { source: 'any', target: 'zip', sourceFormats: ['any'], tags: [], parameters: [], multiInput: true },
      ],
    };
    assert.deepEqual(sourcesConvertingTo(catalogue, 'jpg'), ['png', 'tif', 'tiff']);
    assert.deepEqual(sourcesConvertingTo(catalogue, 'PDF'), ['markdown', 'md']);
    assert.deepEqual(sourcesConvertingTo(catalogue, 'zip'), []);
    assert.deepEqual(sourcesConvertingTo(catalogue, 'docx'), []);
  });
});
