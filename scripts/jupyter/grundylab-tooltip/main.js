// grundylab-tooltip: Notebook 6 extension installed by scripts/setup.
//
// Shift-Tab in Notebook 6 shows only the text/plain part of a kernel's
// inspect_reply (notebook/js/tooltip.js: "only text/plain for now"), but
// GoNB v0.11.5 answers with text/markdown alone, so the tooltip came up
// empty. This extension hands the markdown to the tooltip as plain text
// when a reply has no text/plain. It changes nothing for kernels that send
// text/plain.
define(['notebook/js/tooltip'], function (tooltip) {
    'use strict';
    function load_ipython_extension() {
        var proto = tooltip.Tooltip.prototype;
        if (proto._grundylabTooltip) {
            return;
        }
        var show = proto._show;
        proto._show = function (reply) {
            var data = reply && reply.content && reply.content.data;
            if (data && data['text/plain'] === undefined && typeof data['text/markdown'] === 'string') {
                data['text/plain'] = data['text/markdown'];
            }
            return show.call(this, reply);
        };
        proto._grundylabTooltip = true;
    }
    return {load_ipython_extension: load_ipython_extension};
});
