// The report's index, in the browser: Chart.js charts of the methods' scores, and the page list sorted by a
// column (worst first), each row linking to the page's view. The metric (metric-data) is word F1 where the pages
// have gold, and the share of words kept where they have none (then the list starts with the most disagreement).
(function () {
  'use strict';
  var metric = JSON.parse(document.getElementById('metric-data').textContent);
  var summary = JSON.parse(document.getElementById('summary-data').textContent);
  var pages = JSON.parse(document.getElementById('pages-data').textContent);
  var methods = summary.map(function (m) { return m.name; });
  var PALETTE = ['#1c7ed6', '#e8590c', '#2f9e44', '#9c36b5', '#f08c00', '#c2255c', '#0c8599', '#5c940d'];
  var colour = function (i) { return PALETTE[i % PALETTE.length]; };
  var base = { animation: false, responsive: true, maintainAspectRatio: false };

  function byTypeChart() {
    var types = [];
    summary.forEach(function (m) { Object.keys(m[metric.byType]).forEach(function (t) { if (types.indexOf(t) < 0) types.push(t); }); });
    types.sort();
    var labels = types.concat(['all']);
    new Chart(document.getElementById('chart-by-type'), {
      type: 'bar',
      data: {
        labels: labels,
        datasets: summary.map(function (m, i) {
          return {
            label: m.name,
            backgroundColor: colour(i),
            data: types.map(function (t) { return m[metric.byType][t] ? m[metric.byType][t].f1 : null; }).concat([m[metric.key]]),
          };
        }),
      },
      options: Object.assign({}, base, { scales: { y: { min: 0, max: 1, title: { display: true, text: metric.label } } } }),
    });
  }

  function distributionChart() {
    var BINS = 10;
    var labels = [];
    for (var b = 0; b < BINS; b++) labels.push((b / BINS).toFixed(1) + '–' + ((b + 1) / BINS).toFixed(1));
    new Chart(document.getElementById('chart-distribution'), {
      type: 'bar',
      data: {
        labels: labels,
        datasets: methods.map(function (name, i) {
          var counts = new Array(BINS).fill(0);
          pages.forEach(function (p) { counts[Math.min(BINS - 1, Math.floor(p.methods[name][metric.key] * BINS))]++; });
          return { label: name, backgroundColor: colour(i), data: counts };
        }),
      },
      options: Object.assign({}, base, { scales: { y: { title: { display: true, text: 'pages' } }, x: { title: { display: true, text: metric.label } } } }),
    });
  }

  function speedChart() {
    new Chart(document.getElementById('chart-speed'), {
      type: 'scatter',
      data: {
        datasets: summary.map(function (m, i) {
          return { label: m.name, backgroundColor: colour(i), pointRadius: 7, data: [{ x: m.msPerPage, y: m[metric.key] }] };
        }),
      },
      options: Object.assign({}, base, {
        scales: {
          x: { type: 'logarithmic', title: { display: true, text: 'median ms/page' } },
          y: { min: 0, max: 1, title: { display: true, text: metric.label } },
        },
      }),
    });
  }

  // The page list: columns, the sort, and the rows.
  var mean = function (p) { return methods.reduce(function (s, name) { return s + p.methods[name][metric.key]; }, 0) / methods.length; };
  var columns = [
    { key: 'n', head: '#', value: function (p) { return p.n; } },
    { key: 'id', head: 'page', value: function (p) { return p.id; } },
    { key: 'type', head: 'type', value: function (p) { return p.pageType || ''; } },
    { key: 'blocks', head: 'blocks', value: function (p) { return p.blocks; } },
  ].concat(methods.map(function (name) {
    return { key: 'm:' + name, head: name, f1: name, value: function (p) { return p.methods[name][metric.key]; } };
  })).concat(methods.filter(function (name) {
    return pages.some(function (p) { return p.methods[name].confidence !== undefined; });
  }).map(function (name) {
    // The method's estimate of its own word F1 (the default model's confidence), marked where doubtful.
    return { key: 'c:' + name, head: name + ' confidence', score: true, confidence: name, value: function (p) { return p.methods[name].confidence; } };
  })).concat([
    // Shaded the other way round: much disagreement is where to look.
    { key: 'disagreement', head: 'disagreement', value: function (p) { return p.disagreement; }, score: true, inverted: true },
    { key: 'mean', head: 'mean', value: mean, score: true },
  ]);
  var sort = { key: metric.sortBy, ascending: !metric.descending };

  function cell(column, page) {
    var value = column.value(page);
    if (typeof value !== 'number' || !(column.f1 || column.score)) {
      var text = document.createElement('td');
      if (column.key === 'id') {
        var a = document.createElement('a');
        a.href = page.file;
        a.textContent = page.id;
        text.appendChild(a);
      } else text.textContent = value === undefined ? '' : value;
      return text;
    }
    var td = document.createElement('td');
    td.className = 'score';
    td.textContent = value.toFixed(3);
    td.style.setProperty('--f1', column.inverted ? 1 - value : value);
    if (column.f1) {
      var m = page.methods[column.f1];
      var blockF1 = metric.key === 'wordF1' ? 'block F1 ' + (m.blockF1 === undefined || m.blockF1 === null ? '—' : m.blockF1.toFixed(3)) + ', ' : '';
      td.title = blockF1 + m.ms.toFixed(1) + ' ms' + (m.failure ? ', ' + m.failure : '');
    }
    if (column.confidence && page.methods[column.confidence].doubtful) {
      td.classList.add('doubtful');
      td.title = 'doubtful';
    }
    return td;
  }

  function renderPages() {
    var table = document.getElementById('pages');
    var column = columns.filter(function (c) { return c.key === sort.key; })[0];
    var sorted = pages.slice().sort(function (a, b) {
      var x = column.value(a), y = column.value(b);
      var order = x < y ? -1 : x > y ? 1 : a.n - b.n;
      return sort.ascending ? order : -order;
    });
    table.textContent = '';
    var head = table.createTHead().insertRow();
    columns.forEach(function (c) {
      var th = document.createElement('th');
      th.textContent = c.head + (c.key === sort.key ? (sort.ascending ? ' ▲' : ' ▼') : '');
      th.dataset.key = c.key;
      th.addEventListener('click', function () {
        sort = { key: c.key, ascending: c.key === sort.key ? !sort.ascending : true };
        renderPages();
      });
      head.appendChild(th);
    });
    var body = table.createTBody();
    sorted.forEach(function (page) {
      var row = body.insertRow();
      row.dataset.n = page.n;
      columns.forEach(function (c) { row.appendChild(cell(c, page)); });
    });
  }

  byTypeChart();
  distributionChart();
  speedChart();
  renderPages();
})();
