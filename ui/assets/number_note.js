(() => {
  // A number box's note (ui.inputs.typed_number) is about a text typed before. Retyping the number the box shows runs
  // nothing (the browser sends no unchanged value), so the note would stay: it is hidden here as soon as the learner
  // edits the box; a run that says something again draws it again (run $stamp).
  const key = $key;
  const note = document.querySelector('.st-key-hc_numnote_' + key);
  const box = document.querySelector('.st-key-hc_num_' + key + ' input');
  if (!note || !box) return;
  note.style.display = '';
  box.addEventListener('input', () => { note.style.display = 'none'; }, {once: true});
})();
