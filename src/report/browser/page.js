// One page of the report, in the browser: shows the inert original in the sandboxed iframe with the blocks of
// the chosen lane outlined, and the keys: ← → previous/next page, m / M next/previous lane, i the index.
// The chosen lane travels in the URL's hash (#lane=NAME) from page to page.
(function () {
  'use strict';
  var original = JSON.parse(document.getElementById('original-html').textContent);
  var frame = document.getElementById('original');
  var select = document.getElementById('outline-lane');
  var lanes = Array.prototype.map.call(select.options, function (o) { return o.value; });

  function laneFromHash() {
    var match = /lane=([\w-]+)/.exec(location.hash);
    return match && lanes.indexOf(match[1]) >= 0 ? match[1] : lanes[lanes.indexOf('web2text') >= 0 ? lanes.indexOf('web2text') : 0];
  }

  function show(lane) {
    select.value = lane;
    history.replaceState(null, '', '#lane=' + lane);
    // Block spans carry w2t-k-LANE for every lane that keeps them (report/inert-html.ts).
    var outline = '<style>.w2t-k-' + lane + '{outline:2px solid #d9480f;outline-offset:1px;background:rgba(255,212,59,.35)}</style>';
    frame.srcdoc = original + outline;
    Array.prototype.forEach.call(document.querySelectorAll('th.lane-name'), function (th) {
      th.classList.toggle('chosen', th.getAttribute('data-lane') === lane);
    });
    Array.prototype.forEach.call(document.querySelectorAll('#previous, #next'), function (a) {
      a.hash = 'lane=' + lane;
    });
  }

  function step(delta) {
    var i = lanes.indexOf(select.value);
    show(lanes[(i + delta + lanes.length) % lanes.length]);
  }

  function go(id) {
    var link = document.getElementById(id);
    if (link) location.href = link.href;
  }

  select.addEventListener('change', function () { show(select.value); });
  Array.prototype.forEach.call(document.querySelectorAll('th.lane-name'), function (th) {
    th.addEventListener('click', function () { show(th.getAttribute('data-lane')); });
  });
  document.addEventListener('keydown', function (event) {
    if (event.target === select || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowRight') go('next');
    else if (event.key === 'ArrowLeft') go('previous');
    else if (event.key === 'm') step(1);
    else if (event.key === 'M') step(-1);
    else if (event.key === 'i') go('to-index');
  });
  show(laneFromHash());
})();
