const api = require('./out/server/src/api');
const samples = JSON.parse(require('fs').readFileSync(0,'utf8'));
for (const s of samples) { console.log('---', JSON.stringify(s).slice(0,80)); for (const d of api.validateAnalysis(api.analyse(s, {}), [], 'any')) console.log('  ', d.code, d.severity, d.message.slice(0,150)); }
