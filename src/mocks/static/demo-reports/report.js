// Builds a demo report for the channel named on <body data-channel> and the advertiser in the
// query string. Numbers are seeded from both, so a report looks the same every time it opens.
;(function () {
  var channel = document.body.getAttribute('data-channel') || 'Channel'
  var params = new URLSearchParams(location.search)
  var advertiser = params.get('advertiser') || 'Demo advertiser'
  var seed = 0
  for (var i = 0; i < (channel + advertiser).length; i++) {
    seed = (seed * 31 + (channel + advertiser).charCodeAt(i)) >>> 0
  }
  function random() {
    seed = (seed * 1664525 + 1013904223) >>> 0
    return seed / 4294967296
  }
  function el(tag, className, text) {
    var node = document.createElement(tag)
    if (className) node.className = className
    if (text !== undefined) node.textContent = text
    return node
  }
  var header = el('header')
  header.append(el('h1', '', channel + ' performance'), el('p', '', advertiser))
  var main = el('main')
  var cards = el('section', 'cards')
  var spend = 5000 + random() * 45000
  var impressions = Math.round(spend * (60 + random() * 90))
  var clicks = Math.round(impressions * (0.006 + random() * 0.014))
  var figures = [
    ['Spend', '$' + spend.toLocaleString('en-US', { maximumFractionDigits: 0 })],
    ['Impressions', impressions.toLocaleString('en-US')],
    ['Clicks', clicks.toLocaleString('en-US')],
    ['CTR', ((clicks / impressions) * 100).toFixed(2) + '%'],
  ]
  figures.forEach(function (figure) {
    var card = el('div', 'card')
    card.append(el('span', '', figure[0]), el('strong', '', figure[1]))
    cards.append(card)
  })
  var chart = el('section', 'chart')
  chart.append(el('h2', '', 'Daily impressions, last 14 days'))
  var svgNs = 'http://www.w3.org/2000/svg'
  var svg = document.createElementNS(svgNs, 'svg')
  svg.setAttribute('viewBox', '0 0 280 100')
  svg.setAttribute('role', 'img')
  svg.setAttribute('aria-label', 'Bar chart of daily impressions')
  for (var day = 0; day < 14; day++) {
    var height = 20 + random() * 75
    var bar = document.createElementNS(svgNs, 'rect')
    bar.setAttribute('x', String(day * 20 + 3))
    bar.setAttribute('y', String(100 - height))
    bar.setAttribute('width', '14')
    bar.setAttribute('height', String(height))
    bar.setAttribute('rx', '3')
    bar.setAttribute('fill', day === 13 ? '#0c8a78' : '#3341c4')
    svg.append(bar)
  }
  chart.append(svg)
  main.append(cards, chart, el('p', 'note', 'Demo data, generated in your browser.'))
  document.body.append(header, main)
})()
