(() => {
  // the drag board draws in its own frame, its chips plain text: the ♥ ♦ cards in red, as the tap rows and pictures
  const paint = () => document.querySelectorAll('iframe[title*="sortable"]').forEach((frame) => {
    try {
      frame.contentDocument.querySelectorAll('.sortable-item').forEach((chip) => {
        chip.style.color = /[♥♦]/.test(chip.textContent) ? '$red' : '';
      });
    } catch (e) { /* a frame not readable yet */ }
  });
  clearInterval(window.__hcDragRed);
  window.__hcDragRed = setInterval(paint, 250);
})();
