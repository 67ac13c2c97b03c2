it('boots', async () => {
  let t = Date.now();
  const h = require('./support/app-harness');
  console.log('require harness', Date.now() - t);
  t = Date.now();
  const a = await h.startApp({ demo: true });
  console.log('boot', Date.now() - t);
  t = Date.now();
  await a.stop();
  console.log('stop', Date.now() - t);
}, 200000);
