// grundylab-tooltip: Notebook 6 extension installed by scripts/setup.
//
// Shift-Tab in Notebook 6 shows only the text/plain part of a kernel's
// inspect_reply (notebook/js/tooltip.js: "only text/plain for now"), but
// GoNB v0.11.5 answers with text/markdown alone (gopls's hover: a fenced
// signature, a `---` rule, the doc comment, a link to pkg.go.dev), so the
// tooltip came up empty. This extension hands the tooltip that markdown
// rendered as plain text (mdToText: fences, rules, link targets and
// emphasis marks dropped) when a reply has no text/plain, and changes
// nothing for kernels that send text/plain.
//
// The first Shift-Tab of a session waited for gopls to start and load the
// checkout (about 15 s on a busy machine). The extension sends one inspect
// request of its own, so gopls is loaded by the time a reader asks; but
// GoNB handles inspect and execute requests one at a time, so a cell run
// waits for that inspect (Restart & Run All: its first cell took 16-22 s
// instead of 0.4 s at load 11-16, issue 22). So the request is sent only
// once the kernel has been idle for WARM_IDLE_MS after it started: never
// in the middle of a Run All, whose cells keep the kernel busy.
(function () {
    'use strict';

    // mdToText renders gopls's hover markdown as plain text.
    function mdToText(md) {
        var out = [];
        var lines = String(md).replace(/\r\n?/g, '\n').split('\n');
        var fenced = false;
        for (var i = 0; i < lines.length; i++) {
            var line = lines[i];
            if (/^\s*(```|~~~)/.test(line)) {
                fenced = !fenced;
                continue;
            }
            if (fenced) {
                out.push(line);
                continue;
            }
            if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) { // a thematic break
                out.push('');
                continue;
            }
            line = line
                .replace(/^\s{0,3}#{1,6}\s+/, '')                // headings
                .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')       // [text](url) → text
                .replace(/<(https?:[^>]+)>/g, '$1')              // autolinks
                .replace(/`([^`]*)`/g, '$1')                     // code spans
                .replace(/(\*\*|__)(?=\S)([^*_]*?\S)\1/g, '$2')  // strong
                .replace(/(^|[^*\w])\*(?=\S)([^*]*?\S)\*/g, '$1$2') // emphasis
                .replace(/\\([\\`*_{}\[\]()#+\-.!<>|~])/g, '$1'); // escapes
            out.push(line);
        }
        // Drop a trailing "pkg.go.dev" link line and collapse blank runs.
        var text = out.join('\n').replace(/\n{3,}/g, '\n\n').trim();
        return text.replace(/\n*\S+ on pkg\.go\.dev\s*$/, '').trim();
    }

    // WARM_IDLE_MS is how long the kernel must stay idle before the warm-up.
    var WARM_IDLE_MS = 3000;

    // warmScheduler calls warm() once per kernel start, after the kernel
    // has been idle for delay ms: ready() (a kernel started or restarted,
    // and idle) re-arms it and starts the wait, idle() starts it again,
    // busy() (a request being handled, or a cell sent) cancels it.
    function warmScheduler(warm, setTimer, clearTimer, delay) {
        var timer = null, done = true;
        function cancel() {
            if (timer !== null) {
                clearTimer(timer);
                timer = null;
            }
        }
        function idle() {
            cancel();
            if (done) {
                return;
            }
            timer = setTimer(function () {
                timer = null;
                done = true;
                warm();
            }, delay);
        }
        return {
            ready: function () { done = false; idle(); },
            busy: cancel,
            idle: idle,
        };
    }

    if (typeof module === 'object' && module.exports) { // node, for the tests
        module.exports = {mdToText: mdToText, warmScheduler: warmScheduler, WARM_IDLE_MS: WARM_IDLE_MS};
        return;
    }

    define(['notebook/js/tooltip', 'base/js/namespace', 'base/js/events'], function (tooltip, Jupyter, events) {
        function warm() {
            var kernel = Jupyter.notebook && Jupyter.notebook.kernel;
            if (!kernel || !kernel.is_connected()) {
                return;
            }
            try {
                kernel.inspect('import "fmt"\n\n%%\nfmt.Println', 26, function () {});
            } catch (e) { /* a kernel without inspect: nothing to warm */ }
        }
        var scheduler = warmScheduler(warm, setTimeout, clearTimeout, WARM_IDLE_MS);

        function load_ipython_extension() {
            var proto = tooltip.Tooltip.prototype;
            if (proto._grundylabTooltip) {
                return;
            }
            var show = proto._show;
            proto._show = function (reply) {
                var data = reply && reply.content && reply.content.data;
                if (data && data['text/plain'] === undefined && typeof data['text/markdown'] === 'string') {
                    data['text/plain'] = mdToText(data['text/markdown']);
                }
                return show.call(this, reply);
            };
            proto._grundylabTooltip = true;
            proto._grundylabMdToText = mdToText;
            events.on('kernel_ready.Kernel', scheduler.ready);
            events.on('kernel_busy.Kernel', scheduler.busy);
            events.on('execute.CodeCell', scheduler.busy);
            events.on('kernel_idle.Kernel', scheduler.idle);
            if (Jupyter.notebook && Jupyter.notebook.kernel && Jupyter.notebook.kernel.is_connected()) {
                scheduler.ready();
            }
        }
        return {load_ipython_extension: load_ipython_extension};
    });
})();
