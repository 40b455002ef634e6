/*
 * The offline page returns by itself: when the browser says the network is back, and every few seconds
 * meanwhile (a phone may stay "online" on a network that reaches nothing), it asks for the address the
 * member wanted and reloads it once the server answers. Precached by the service worker with the page.
 */
(function () {
  var RETRY_MS = 5000;
  function retry() {
    fetch(location.href, { method: 'HEAD', cache: 'no-store' }).then(
      function (response) {
        if (response.ok) location.reload();
      },
      function () {
        // Still offline: the next try comes.
      },
    );
  }
  addEventListener('online', retry);
  setInterval(retry, RETRY_MS);
})();
