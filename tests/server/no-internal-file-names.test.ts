import { describe, expect, it } from 'vitest';
import { codeLinesMatching } from '../helpers/source-lines';

// No text a traveller can read (a label, a tooltip, a note, a help answer) names one of the project's own files
// (DOMAIN.md, SPEC.md…): only comments may. A string on a code line that names a .md file fails.

const FILE_NAME_IN_STRING = /(['"`])[^'"`]*\b[\w-]+\.md\b[^'"`]*\1/;

describe('texts name no internal file', () => {
  it('finds no .md file name in any string of src/ or core/', () => {
    expect(codeLinesMatching(FILE_NAME_IN_STRING, { dirs: ['src', 'core'] })).toEqual([]);
  });
});
