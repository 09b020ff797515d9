const api = require('./out/server/src/api');
const samples = JSON.parse(require('fs').readFileSync(0,'utf8'));
for (const s of samples) console.log(JSON.stringify(s).slice(0,70).padEnd(72), [...new Set(api.validateAnalysis(api.analyse(s, {}), [], 'any').map(d=>d.code))].join(' '));
