/// The report page's style sheet and script, inline so that the page needs nothing else (it opens
/// from a CI artifact or an e-mail, with no network).
enum ReviewPageAssets {
    /// Written for the validator soundcheck's tests run (vnu 20.6): CSS properties it does not know
    /// are avoided (`vector-effect` is an SVG attribute instead). SVG fills print whatever the
    /// browser's setting for backgrounds. Colours from Okabe and Ito's palette, told apart by the
    /// colour-blind; every colour sits beside a shape or words that carry the same meaning, so
    /// grey-scale prints read alike.
    static let style = """
        :root{--ink:#1a1a1a;--muted:#555;--line:#d4d4d4;--wave:#0b5394;--ok:#007a56;\
        --ok-icon:#009e73;--warn:#8a5300;--warn-icon:#e69f00;--error:#a33a00;--error-icon:#d55e00}
        *{box-sizing:border-box}
        body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;color:var(--ink);\
        background:#fff;margin:0 auto;max-width:74rem;padding:1rem}
        h1{font-size:1.5rem;margin:0 0 .25rem}h2{font-size:1.2rem;margin:1.75rem 0 .5rem}
        h3{font-size:1rem;margin:1.25rem 0 .4rem}p{margin:.3rem 0}
        .figures{display:grid;grid-template-columns:repeat(auto-fit,minmax(10.5rem,1fr));gap:.5rem;margin:.5rem 0}
        .figures div{border:1px solid var(--line);border-radius:6px;padding:.45rem .7rem}
        .figures dt{color:var(--muted);font-size:.85rem}.figures dd{margin:0;font-size:1.3rem;font-weight:600}
        .figures dd small{font-size:.8rem;font-weight:normal;color:var(--muted);display:block}
        .icon{width:1.05em;height:1.05em;vertical-align:-.18em;flex:none}
        .icon-plays{color:var(--ok-icon)}.icon-warning{color:var(--warn-icon)}.icon-error{color:var(--error-icon)}
        .rules{list-style:none;padding:0;margin:.25rem 0;display:flex;flex-wrap:wrap;gap:.3rem 1.25rem}
        .rule{font-family:ui-monospace,"DejaVu Sans Mono",monospace;font-size:.88em}
        table.sounds{border-collapse:collapse;width:100%}
        table.sounds th,table.sounds td{text-align:left;vertical-align:top;padding:.35rem .5rem}
        table.sounds thead th{border-bottom:2px solid var(--ink);white-space:nowrap}
        table.sounds thead button{font:inherit;font-weight:600;background:none;border:0;padding:0;color:inherit;cursor:pointer}
        table.sounds thead button::after{content:" \\2195";color:var(--muted)}
        th[aria-sort=ascending] button::after{content:" \\25B2"}th[aria-sort=descending] button::after{content:" \\25BC"}
        tbody.sound{border-top:1px solid var(--line)}tr.facts>*{padding-top:.8rem}
        .name{font-weight:600;overflow-wrap:anywhere}
        .path,.format,.note{display:block;color:var(--muted);font-size:.85rem;font-weight:normal;overflow-wrap:anywhere}
        .verdict{font-weight:600;white-space:nowrap}.verdict.plays{color:var(--ok)}.verdict.warning{color:var(--warn)}
        .verdict.error{color:var(--error)}
        .num{font-variant-numeric:tabular-nums;white-space:nowrap}
        svg.length{display:block;width:8rem;height:12px;margin:.2rem 0}
        svg.length .track{fill:#fff;stroke:var(--muted)}svg.length .fill{fill:var(--wave)}
        svg.length .over{fill:url(#crosshatch)}svg.length .limit{stroke:var(--ink);stroke-width:2}
        figure{margin:0}
        svg.waveform{display:block;width:100%;height:6.5rem;background:#fff;border:1px solid var(--line)}
        svg.waveform .wave{fill:var(--wave);stroke:var(--wave);stroke-width:1}
        svg.waveform .axis{stroke:#b0b0b0;stroke-width:1}
        svg.waveform .silence{fill:url(#hatch)}svg.waveform .over{fill:url(#crosshatch);opacity:.8}
        svg.waveform .clip{fill:var(--error-icon)}
        svg.waveform .limit{stroke:var(--ink);stroke-width:2;stroke-dasharray:5 3}
        .legend{display:flex;flex-wrap:wrap;gap:.2rem 1.1rem;margin-top:.3rem;color:var(--muted);font-size:.85rem}
        svg.key{width:1.6em;height:.9em;vertical-align:-.1em;border:1px solid var(--muted)}
        svg.key .wave{fill:var(--wave)}svg.key .clip{fill:var(--error-icon)}
        svg.key .limit{stroke:var(--ink);stroke-width:2;stroke-dasharray:4 2}
        .listen{display:flex;flex-wrap:wrap;align-items:center;gap:.3rem .75rem;margin-top:.5rem}
        audio{height:2.25rem;max-width:100%}
        .findings{list-style:none;padding:0;margin:.5rem 0 .25rem}
        .findings li{display:flex;gap:.45rem;margin:.2rem 0}.findings strong{margin-right:.25rem}
        svg.spread{display:block;width:100%;height:76px;overflow:visible;margin:.5rem 0}
        svg.spread .band{fill:#e3eef7;stroke:#5b84a8;stroke-dasharray:3 2}
        svg.spread .axis,svg.spread .tick{stroke:var(--ink)}svg.spread .median{stroke:var(--ink);stroke-width:2}
        svg.spread text{font-size:11px;fill:var(--muted);text-anchor:middle}
        svg.spread .within{fill:var(--wave)}svg.spread .outside{fill:var(--error-icon);stroke:#000}
        @media (max-width:40rem){
        body{padding:.6rem}
        table.sounds,table.sounds thead,table.sounds tbody,table.sounds tr,table.sounds td,table.sounds tbody th{display:block;width:auto}
        table.sounds thead tr{display:flex;flex-wrap:wrap;gap:.2rem 1rem;padding-bottom:.3rem;border-bottom:2px solid var(--ink)}
        table.sounds thead th{border:0;padding:0}
        table.sounds tr.facts>*{padding:.1rem 0}table.sounds tr.detail td{padding:.3rem 0 .8rem}
        }
        @media print{
        body{font-size:10pt;max-width:none;padding:0}
        audio,table.sounds thead button::after{display:none}
        tbody.sound{break-inside:avoid}
        svg.waveform{height:4.5rem}
        }
        """

    /// Sorting by the column buttons (the rows stay readable without it), one preview playing at
    /// a time, and each preview's duration as the browser reads it, in `data-loaded-duration`
    /// (the page's own check that a preview holds the whole sound; its test reads it).
    static let script = """
        (function(){
        "use strict";
        var table=document.getElementById("sounds");
        function value(body,key){var text=body.getAttribute("data-"+key);
        if(key==="name")return text||"";var number=parseFloat(text);return isNaN(number)?null:number;}
        function sort(button){
        var key=button.getAttribute("data-key"),cell=button.parentNode;
        var ascending=cell.getAttribute("aria-sort")!=="ascending";
        Array.prototype.forEach.call(table.tHead.rows[0].cells,function(other){other.removeAttribute("aria-sort");});
        cell.setAttribute("aria-sort",ascending?"ascending":"descending");
        var bodies=Array.prototype.slice.call(table.tBodies);
        bodies.sort(function(a,b){var x=value(a,key),y=value(b,key);
        if(x===null||y===null)return x===y?0:(x===null?1:-1);
        var order=key==="name"?x.localeCompare(y):x-y;return ascending?order:-order;});
        bodies.forEach(function(body){table.appendChild(body);});}
        if(table){Array.prototype.forEach.call(table.querySelectorAll("thead button[data-key]"),function(button){
        button.addEventListener("click",function(){sort(button);});});}
        var players=document.querySelectorAll("audio");
        Array.prototype.forEach.call(players,function(audio){
        function loaded(){audio.setAttribute("data-loaded-duration",String(audio.duration));}
        if(audio.readyState>=1)loaded();else audio.addEventListener("loadedmetadata",loaded);
        audio.addEventListener("error",function(){audio.setAttribute("data-load-error",String(audio.error?audio.error.code:0));});
        audio.addEventListener("play",function(){Array.prototype.forEach.call(players,function(other){
        if(other!==audio)other.pause();});});});
        })();
        """
}
