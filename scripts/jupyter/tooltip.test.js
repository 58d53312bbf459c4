// node --test scripts/jupyter/tooltip.test.js: the grundylab-tooltip
// extension renders gopls's hover markdown as plain text (issue 22:
// Shift-Tab showed raw markdown — code fences, `---`, a bare link).
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const {mdToText, warmScheduler, WARM_IDLE_MS} = require('./grundylab-tooltip/main.js');

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

// A fake clock for warmScheduler: timers fire when advanced past.
function clock() {
    let now = 0, next = 1;
    const timers = new Map();
    return {
        set: (fn, ms) => { timers.set(next, {fn, at: now + ms}); return next++; },
        clear: (id) => { timers.delete(id); },
        advance(ms) {
            now += ms;
            for (const [id, t] of [...timers]) {
                if (t.at <= now) {
                    timers.delete(id);
                    t.fn();
                }
            }
        },
    };
}

// Issue 22: the warm-up inspect request, sent as a kernel started, made the
// first cell of Restart & Run All wait for gopls (GoNB handles inspect and
// execute requests one at a time). It waits for the kernel to be idle.
test('the gopls warm-up waits until the kernel is idle', () => {
    const c = clock();
    let sent = 0;
    const s = warmScheduler(() => sent++, c.set, c.clear, WARM_IDLE_MS);
    s.idle();
    c.advance(10 * WARM_IDLE_MS);
    assert.strictEqual(sent, 0, 'before any kernel is ready');
    // Restart & Run All: the cells are sent as the kernel becomes ready.
    s.ready();
    s.busy();
    for (let i = 0; i < 20; i++) { // cells, each idle for a moment between them
        c.advance(WARM_IDLE_MS - 1);
        s.idle();
        c.advance(1);
        s.busy();
    }
    assert.strictEqual(sent, 0, 'during Run All');
    s.idle();
    c.advance(WARM_IDLE_MS);
    assert.strictEqual(sent, 1, 'once idle after the run');
    s.busy();
    s.idle();
    c.advance(10 * WARM_IDLE_MS);
    assert.strictEqual(sent, 1, 'once a kernel');
    s.ready(); // a restarted kernel has a new gopls
    c.advance(WARM_IDLE_MS);
    assert.strictEqual(sent, 2, 'again after a restart, when left idle');
});
