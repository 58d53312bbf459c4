// node --test scripts/jupyter/tooltip.test.js: the grundylab-tooltip
// extension renders gopls's hover markdown as plain text (issue 22:
// Shift-Tab showed raw markdown — code fences, `---`, a bare link).
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const {mdToText} = require('./grundylab-tooltip/main.js');

test('gopls hover markdown becomes text', () => {
    // The shape of GoNB v0.11.5's reply for heap.Values (gopls hover).
    const md = [
        '```go',
        'func heap.Values(r Rule, n int, progress gamelib.Progress) (gamelib.Sequence, error)',
        '```',
        '',
        '---',
        '',
        'Values returns g(0), …, g(n) of the rule r, *computed* by the **fastest** method; see `FindPeriod` and \\[1\\].',
        '',
        '',
        '---',
        '',
        '[`heap.Values` on pkg.go.dev](https://pkg.go.dev/github.com/grundylab/grundylab/gamelib/heap#Values)',
    ].join('\n');
    assert.strictEqual(mdToText(md), [
        'func heap.Values(r Rule, n int, progress gamelib.Progress) (gamelib.Sequence, error)',
        '',
        'Values returns g(0), …, g(n) of the rule r, computed by the fastest method; see FindPeriod and [1].',
    ].join('\n'));
});

test('code inside fences is kept as it is', () => {
    assert.strictEqual(mdToText('```\na * b * c\n[x](y)\n```'), 'a * b * c\n[x](y)');
});

test('headings, autolinks and other links', () => {
    assert.strictEqual(mdToText('# Title\nsee <https://example.org> and [the paper](http://x/y)'),
        'Title\nsee https://example.org and the paper');
});

test('plain text is unchanged', () => {
    assert.strictEqual(mdToText('g(n) = mex{g(n-1)} for n ≥ 1'), 'g(n) = mex{g(n-1)} for n ≥ 1');
});
