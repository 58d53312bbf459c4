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
// checkout (about 15 s on a busy machine). When a kernel becomes ready the
// extension sends one inspect request of its own in the background, so
// gopls is loaded by the time a reader asks.
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

    if (typeof module === 'object' && module.exports) { // node, for the tests
        module.exports = {mdToText: mdToText};
        return;
    }

    define(['notebook/js/tooltip', 'base/js/namespace', 'base/js/events'], function (tooltip, Jupyter, events) {
        function warm(kernel) {
            if (!kernel || kernel.__grundylabWarm) {
                return;
            }
            kernel.__grundylabWarm = true;
            try {
                kernel.inspect('import "fmt"\n\n%%\nfmt.Println', 26, function () {});
            } catch (e) { /* a kernel without inspect: nothing to warm */ }
        }

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
            events.on('kernel_ready.Kernel', function (evt, info) {
                warm(info && info.kernel);
            });
            if (Jupyter.notebook && Jupyter.notebook.kernel && Jupyter.notebook.kernel.is_connected()) {
                warm(Jupyter.notebook.kernel);
            }
        }
        return {load_ipython_extension: load_ipython_extension};
    });
})();
