const D=require('better-sqlite3');const db=new D('/tmp/boibazar-search-bench-sqs1m.sqlite',{readonly:true});
function t(s,...a){const st=db.prepare(s);st.all(...a);const c=process.cpuUsage();const t0=process.hrtime.bigint();let r;for(let i=0;i<3;i++)r=st.all(...a);const ms=Number(process.hrtime.bigint()-t0)/3e6;const u=process.cpuUsage(c);console.log(ms.toFixed(2)+' ms cpu '+((u.user+u.system)/3000).toFixed(2)+' | '+s.slice(0,120)+' '+JSON.stringify(a)+' -> '+JSON.stringify(r).slice(0,100));}
for (const q of ['"songs"* OR "_sns"', '("poems"* OR "_pims") AND ("empire"* OR "_impir")']) {
t(`select count(*) from books where is_sold=0 and advertised=1 and +rowid in (select rowid from books_fts where books_fts match ?)`,q);
t(`select count(*) from books where rowid in (select rowid from books_fts where books_fts match ? and +rowid in (select rowid from books where advertised = 1 and is_sold = 0))`,q);
t(`select count(*) from books_fts where books_fts match ? and +rowid in (select rowid from books where advertised = 1 and is_sold = 0)`,q);
}
