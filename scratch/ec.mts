import * as echarts from 'echarts';
const c = echarts.init(null, null, { renderer: 'svg', ssr: true, width: 400, height: 200 });
c.setOption({ animation: false, xAxis: { type: 'category', data: ['a', 'b'] }, yAxis: { type: 'value' }, series: [{ type: 'bar', data: [1, 2] }, { type: 'boxplot', data: [[1, 1.5, 1.5, 1.5, 2], [1, 2, 2, 2, 3]] }] });
const s = c.renderToSVGString(); c.dispose();
console.log(s.length, s.slice(0, 300)); console.log(/href|src=|url\(/.test(s), s.match(/(href|src|url)[^ ]{0,60}/g));
