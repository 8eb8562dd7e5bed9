//===- HTMLReport.cpp - One self-contained HTML file of a run -------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// writeHTMLReport() (HTMLReport.h): the page, its style and its script are
/// here; the data are the run's JSON report and wave trace, embedded.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Driver/HTMLReport.h"
#include "gcn-mca/Driver/AnalysisDriver.h"
#include "gcn-mca/Driver/QuietStderr.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::gcnmca;

static const char PageHead[] = R"html(<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<title>gcn-mca report</title>
<style>
body { font: 13px/1.4 sans-serif; margin: 16px; color: #222; background: #fff; }
h1 { font-size: 20px; } h2 { font-size: 17px; border-bottom: 2px solid #888; }
h3 { font-size: 14px; margin: 10px 0 4px; }
.section { margin: 8px 0 18px; padding: 8px; border: 1px solid #ccc; border-radius: 4px; }
table { border-collapse: collapse; } td, th { border: 1px solid #ddd; padding: 2px 6px; text-align: left; }
th { background: #f0f0f0; }
.bar { width: 160px; height: 10px; background: #eee; } .fill { height: 10px; background: #47a; }
.edge { stroke: #666; fill: none; stroke-width: 1.5; } .block { stroke: #333; }
svg text { font: 12px monospace; }
canvas { border: 1px solid #aaa; cursor: grab; }
.controls button { margin-right: 4px; } #console-errors { color: #a00; }
</style></head><body>
<h1>gcn-mca report</h1>
<p>Script errors: <span id="console-errors">(the script did not run)</span></p>
<div id="main"></div>
<script type="application/json" id="report-data">)html";

static const char PageMid[] = R"html(</script>
<script type="application/json" id="trace-data">)html";

static const char PageScript[] = R"html(</script>
<script>
(function () {
  'use strict';
  var errors = [];
  function noteError(msg) {
    errors.push(String(msg));
    var el = document.getElementById('console-errors');
    if (el) el.textContent = errors.join('\n');
  }
  window.addEventListener('error', function (e) { noteError(e.message); });
  var origError = console.error;
  console.error = function () {
    noteError(Array.prototype.join.call(arguments, ' '));
    if (origError) origError.apply(console, arguments);
  };

  var data = JSON.parse(document.getElementById('report-data').textContent);
  var trace = JSON.parse(document.getElementById('trace-data').textContent);
  var regions = data.CodeRegions || [];

  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    if (attrs) for (var k in attrs) e.setAttribute(k, attrs[k]);
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function fmt(v) {
    if (typeof v === 'number')
      return Number.isInteger(v) ? String(v) : v.toFixed(3);
    if (typeof v === 'boolean') return v ? 'yes' : 'no';
    return String(v);
  }
  function table(head, rows) {
    var t = el('table');
    var tr = el('tr');
    head.forEach(function (h) { tr.appendChild(el('th', null, h)); });
    t.appendChild(tr);
    rows.forEach(function (r) {
      var row = el('tr');
      r.forEach(function (c) {
        var td = el('td');
        if (c instanceof Node) td.appendChild(c); else td.textContent = fmt(c);
        row.appendChild(td);
      });
      t.appendChild(row);
    });
    return t;
  }
  function bar(frac, color) {
    var b = el('div', {'class': 'bar'});
    var f = el('div', {'class': 'fill'});
    f.style.width = Math.max(0, Math.min(100, frac * 100)).toFixed(1) + '%';
    if (color) f.style.background = color;
    b.appendChild(f);
    return b;
  }
  function heat(frac) {
    var x = Math.max(0, Math.min(1, frac));
    var r = Math.round(255 * Math.min(1, 2 * x));
    var g = Math.round(255 * Math.min(1, 2 * (1 - x)));
    return 'rgb(' + r + ',' + g + ',80)';
  }

  var sections = {
    summary: function (s, r) {
      var g = r.GCNSummaryView || {};
      var rows = [];
      Object.keys(g).forEach(function (k) {
        var v = g[k];
        if (typeof v !== 'object') rows.push([k, v]);
        else if (k === 'Verdict' && v) rows.push([k, v.Kind + ': ' + (v.Text || '')]);
      });
      s.appendChild(table(['Figure', 'Value'], rows));
      if (g.Units) s.appendChild(table(['Unit', 'Utilization', ''],
        g.Units.map(function (u) { return [u.Unit, u.Utilization, bar(u.Utilization)]; })));
    },
    occupancy: function (s, r) {
      var o = r.Occupancy;
      if (!o) { s.appendChild(el('p', null, 'No kernel resources known.')); return; }
      s.appendChild(el('p', null, o.WavesPerSIMD + ' of ' + o.MaxWavesPerSIMD +
        ' waves/SIMD, limited by ' + o.Limiter));
      var l = o.Limits || {};
      s.appendChild(table(['Limit', 'Waves/SIMD', ''], Object.keys(l).map(function (k) {
        return [k, l[k], bar(l[k] / o.MaxWavesPerSIMD, l[k] === o.WavesPerSIMD ? '#c33' : null)];
      })));
      var c = r.OccupancyCliffs;
      if (c) {
        s.appendChild(el('h3', null, 'Cliffs (now ' + c.Cycles + ' cycles)'));
        s.appendChild(table(['Resource', 'Now', 'Step', 'Waves/SIMD there', 'Kernel', 'Cycles', 'Speed-up'],
          c.Cliffs.map(function (x) {
            return [x.Resource, x.Now, x.Next === undefined ? '-' : x.Next,
              x.Next === undefined ? (x.Note || '') : x.LimitNext,
              x.WavesPerSIMDAtNext === undefined ? '-' : x.WavesPerSIMDAtNext,
              x.Cycles === undefined ? '-' : x.Cycles,
              x.Cycles ? (c.Cycles / x.Cycles).toFixed(2) + 'x' : '-'];
          })));
      }
    },
    stalls: function (s, r) {
      var t = (r.StallView && r.StallView.Totals) || {};
      var by = t.StallCyclesByReason || {};
      var total = 0;
      Object.keys(by).forEach(function (k) { total += by[k]; });
      s.appendChild(el('p', null, 'Stall cycles: ' + total + ' (issued ' + (t.Issued || 0) + ')'));
      s.appendChild(table(['Reason', 'Cycles', 'Share', ''], Object.keys(by).map(function (k) {
        var f = total ? by[k] / total : 0;
        return [k, by[k], (100 * f).toFixed(1) + '%', bar(f)];
      })));
    },
    cfg: function (s, r) {
      var g = r.ControlFlowGraph;
      if (!g || !g.Blocks) { s.appendChild(el('p', null, 'No control-flow graph.')); return; }
      var blocks = g.Blocks, max = 1;
      blocks.forEach(function (b) {
        b.cost = b.CyclesPerExecution * b.Executions; if (b.cost > max) max = b.cost;
      });
      var W = 520, BH = 34, GAP = 26, H = blocks.length * (BH + GAP) + 10;
      var ns = 'http://www.w3.org/2000/svg';
      var svg = document.createElementNS(ns, 'svg');
      svg.setAttribute('width', W + 200); svg.setAttribute('height', H);
      function y(i) { return 5 + i * (BH + GAP); }
      blocks.forEach(function (b, i) {
        (b.Successors || []).forEach(function (t) {
          var p = document.createElementNS(ns, 'path');
          var x = t <= i ? W + 20 + 12 * (i - t) : 140;
          var d = t <= i ? 'M' + W + ',' + (y(i) + BH / 2) + ' H' + x + ' V' + (y(t) + BH / 2) + ' H' + W
                         : 'M' + x + ',' + (y(i) + BH) + ' V' + y(t);
          p.setAttribute('d', d); p.setAttribute('class', 'edge');
          svg.appendChild(p);
        });
      });
      blocks.forEach(function (b, i) {
        var rect = document.createElementNS(ns, 'rect');
        rect.setAttribute('x', 20); rect.setAttribute('y', y(i));
        rect.setAttribute('width', W - 20); rect.setAttribute('height', BH);
        rect.setAttribute('fill', heat(b.cost / max)); rect.setAttribute('class', 'block');
        svg.appendChild(rect);
        var tx = document.createElementNS(ns, 'text');
        tx.setAttribute('x', 28); tx.setAttribute('y', y(i) + 21);
        tx.textContent = b.Name + '  [' + b.FirstInstruction + '-' + b.LastInstruction + ']  x' +
          b.Executions + '  ' + b.CyclesPerExecution + ' cyc/exec  ' + (b.TopStallReason || '');
        svg.appendChild(tx);
      });
      s.appendChild(svg);
    },
    source: function (s, r) {
      var v = r.SourceView;
      if (!v || !v.Lines || !v.Lines.length) {
        s.appendChild(el('p', null, 'No source lines (the input has no .loc; compile with -g).'));
        return;
      }
      s.appendChild(table(['Line', 'Insts', 'Issue', 'Stall', 'Share', '', 'Hottest'],
        v.Lines.map(function (l) {
          return [(l.File || '<no .loc>') + ':' + l.Line, l.Instructions, l.IssueCycles,
            l.StallCycles, (100 * l.Share).toFixed(1) + '%', bar(l.Share),
            l.Hottest ? '[' + l.Hottest.Index + '] ' + l.Hottest.Instruction : '-'];
        })));
    },
    hotspots: function (s, r) {
      var h = r.Hotspots;
      if (!h) { s.appendChild(el('p', null, 'No hotspots.')); return; }
      var rows = (h.Instructions || []).map(function (x) {
        return [x.Rank, x.Name, x.Cycles, (100 * x.Share).toFixed(1) + '%', bar(x.Share), x.Reason || ''];
      });
      s.appendChild(table(['Rank', 'Instruction', 'Cycles', 'Share', '', 'Top reason'], rows));
      if (r.Advice) {
        s.appendChild(el('h3', null, 'Advice (simulated)'));
        s.appendChild(table(['#', 'Change', 'Where', 'Predicted cycles', 'Speed-up', 'Confidence'],
          (r.Advice.Items || []).map(function (a) {
            return [a.Rank, a.Change, a.Where, Math.round(a.PredictedCycles),
              a.SpeedUp.toFixed(2) + 'x', a.Confidence];
          })));
      }
    },
    timeline: function (s, r, ri) {
      var pid = ri + 1;
      var rows = {}, names = {}, maxT = 1;
      (trace.traceEvents || []).forEach(function (e) {
        if (e.pid !== pid) return;
        if (e.ph === 'M' && e.name === 'thread_name' && e.tid >= 1000) names[e.tid] = e.args.name;
        if (e.ph === 'X' && e.tid >= 1000) {
          (rows[e.tid] = rows[e.tid] || []).push(e);
          if (e.ts + e.dur > maxT) maxT = e.ts + e.dur;
        }
      });
      var tids = Object.keys(rows).map(Number).sort(function (a, b) { return a - b; });
      if (!tids.length) { s.appendChild(el('p', null, 'No trace events.')); return; }
      var ctl = el('div', {'class': 'controls'});
      var zin = el('button', {id: 'zoom-in'}, 'Zoom in'), zout = el('button', {id: 'zoom-out'}, 'Zoom out'),
          zall = el('button', {id: 'zoom-all'}, 'All');
      ctl.appendChild(zin); ctl.appendChild(zout); ctl.appendChild(zall);
      var info = el('span', {'class': 'info'});
      ctl.appendChild(info);
      s.appendChild(ctl);
      var RH = 14, LW = 130, W = 900;
      var canvas = el('canvas', {width: W, height: tids.length * RH + 20, id: 'timeline-canvas'});
      s.appendChild(canvas);
      var view = {t0: 0, t1: maxT};
      var ctx = canvas.getContext('2d');
      function draw() {
        ctx.clearRect(0, 0, canvas.width, canvas.height);
        var span = view.t1 - view.t0, sx = (W - LW) / span;
        ctx.font = '10px sans-serif';
        tids.forEach(function (tid, i) {
          ctx.fillStyle = '#333';
          ctx.fillText(names[tid] || ('wave ' + tid), 2, i * RH + 11);
          rows[tid].forEach(function (e) {
            if (e.ts + e.dur < view.t0 || e.ts > view.t1) return;
            var x = LW + (e.ts - view.t0) * sx, w = Math.max(1, e.dur * sx);
            ctx.fillStyle = e.cat === 'issue' ? '#3a7' : '#d84';
            ctx.fillRect(x, i * RH + 2, w, RH - 4);
          });
        });
        ctx.fillStyle = '#333';
        ctx.fillText('cycle ' + Math.round(view.t0) + ' .. ' + Math.round(view.t1), LW, tids.length * RH + 14);
        info.textContent = ' cycles ' + Math.round(view.t0) + '-' + Math.round(view.t1) +
          ' (green: issue, orange: stall; wheel or buttons zoom, drag pans)';
      }
      function zoom(f, at) {
        var span = view.t1 - view.t0, c = at === undefined ? view.t0 + span / 2 : at;
        var ns2 = Math.max(8, Math.min(maxT, span * f));
        view.t0 = Math.max(0, c - (c - view.t0) * ns2 / span);
        view.t1 = Math.min(maxT, view.t0 + ns2);
        draw();
      }
      zin.onclick = function () { zoom(0.5); };
      zout.onclick = function () { zoom(2); };
      zall.onclick = function () { view.t0 = 0; view.t1 = maxT; draw(); };
      canvas.addEventListener('wheel', function (ev) {
        ev.preventDefault();
        var rect = canvas.getBoundingClientRect();
        var at = view.t0 + (ev.clientX - rect.left - LW) / (W - LW) * (view.t1 - view.t0);
        zoom(ev.deltaY < 0 ? 0.8 : 1.25, at);
      });
      var drag = null;
      canvas.addEventListener('mousedown', function (ev) { drag = {x: ev.clientX, t0: view.t0, t1: view.t1}; });
      window.addEventListener('mouseup', function () { drag = null; });
      canvas.addEventListener('mousemove', function (ev) {
        if (!drag) return;
        var dt = (drag.x - ev.clientX) / (W - LW) * (drag.t1 - drag.t0);
        var t0 = Math.max(0, Math.min(maxT - (drag.t1 - drag.t0), drag.t0 + dt));
        view.t0 = t0; view.t1 = t0 + (drag.t1 - drag.t0); draw();
      });
      draw();
    }
  };
  var titles = {summary: 'Summary', occupancy: 'Occupancy and cliffs', stalls: 'Stall mix',
    cfg: 'Control-flow graph (coloured by cost)', source: 'Source view', hotspots: 'Hotspots',
    timeline: 'Wave timeline'};
  var only = new URLSearchParams(window.location.search).get('section');
  var main = document.getElementById('main');
  regions.forEach(function (r, ri) {
    var h = el('h2', null, 'Region ' + ri + ': ' + (r.Name || '(whole input)'));
    if (!only) main.appendChild(h);
    Object.keys(sections).forEach(function (id) {
      if (only && only !== id) return;
      var s = el('section', {id: id + '-' + ri, 'class': 'section', 'data-section': id});
      s.appendChild(el('h3', null, titles[id] + (only ? ' - ' + (r.Name || '') : '')));
      main.appendChild(s);
      try {
        sections[id](s, r, ri);
        s.setAttribute('data-rendered', 'yes');
      } catch (e) {
        noteError(id + ': ' + e);
      }
    });
  });
  if (!errors.length) document.getElementById('console-errors').textContent = 'none';
  document.body.setAttribute('data-done', 'yes');
})();
)html";

static const char PageTail[] = R"html(</script>
</body></html>
)html";

/// JSON text made safe inside a <script> element: "</" cannot end it.
static void writeEmbedded(raw_ostream &OS, StringRef JSON) {
  for (size_t I = 0; I < JSON.size(); ++I) {
    if (JSON[I] == '<' && I + 1 < JSON.size() && JSON[I + 1] == '/')
      OS << "<\\";
    else
      OS << JSON[I];
  }
}

Error llvm::gcnmca::writeHTMLReport(const GCNMCAConfig &Base,
                                    MemoryBufferRef Input, StringRef Path) {
  GCNMCAConfig C = Base;
  C.JSON = true;
  C.Progress = false;
  C.Views.CFG = FlagSetting(true, ~0u);
  C.Views.SourceView = FlagSetting(true, ~0u);
  C.Advice.HTMLFile.clear();
  C.Advice.OccupancyCliffs = true;
  C.Insight = InsightConfig();
  C.Insight.TraceMaxEvents = 200000;
  SmallString<128> TracePath;
  int FD;
  if (std::error_code EC =
          sys::fs::createTemporaryFile("gcn-mca-html", "json", FD, TracePath))
    return createStringError(EC, "cannot create a temporary trace file: " +
                                     EC.message());
  sys::fs::closeFile(FD);
  C.Insight.TraceFile = TracePath.str().str();
  std::string Report;
  raw_string_ostream OS(Report);
  Expected<AnalysisResult> R = [&] {
    // The run asked for printed its warnings already.
    QuietStderr Quiet;
    return runAnalysis(C, Input, OS);
  }();
  std::string Trace = "{}";
  if (auto B = MemoryBuffer::getFile(TracePath))
    Trace = (*B)->getBuffer().str();
  sys::fs::remove(TracePath);
  if (!R)
    return R.takeError();

  std::string Page;
  raw_string_ostream P(Page);
  P << PageHead;
  writeEmbedded(P, Report);
  P << PageMid;
  writeEmbedded(P, Trace.empty() ? StringRef("{}") : StringRef(Trace));
  P << PageScript << PageTail;
  std::error_code EC;
  raw_fd_ostream Out(Path, EC, sys::fs::OF_None);
  if (EC)
    return createStringError(EC, "cannot write '" + Path + "': " +
                                     EC.message());
  Out << Page;
  Out.close();
  if (Out.has_error())
    return createStringError(Out.error(), "cannot write '" + Path + "': " +
                                              Out.error().message());
  return Error::success();
}
