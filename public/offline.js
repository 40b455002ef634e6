/*
 * The offline page speaks the member's language (the app's `lang` cookie, else the browser's languages, as the
 * app chooses: src/lib/i18n/detect.ts), from the words below: the page loads nothing the worker does not keep,
 * so its Hindi and Tamil are here rather than in the app's catalogs (same words as those: docs/glossary.md).
 *
 * It also returns by itself: when the browser says the network is back, and every few seconds meanwhile (a
 * phone may stay "online" on a network that reaches nothing), it asks for the address the member wanted and
 * reloads it once the server answers. Precached by the service worker with the page.
 */
(function () {
  var WORDS = {
    hi: {
      title: 'आप ऑफ़लाइन हैं - Matrimony AI',
      heading: 'आप ऑफ़लाइन हैं',
      text: 'आपके मैच और संदेश दिखाने के लिए Matrimony AI को इंटरनेट कनेक्शन चाहिए। अपना कनेक्शन जाँचिए, फिर कोशिश कीजिए।',
      retry: 'फिर कोशिश करें',
    },
    ta: {
      title: 'நீங்கள் இணையத்தில் இல்லை - Matrimony AI',
      heading: 'நீங்கள் இணையத்தில் இல்லை',
      text: 'உங்கள் பொருத்தங்களையும் செய்திகளையும் காட்ட Matrimony AI-க்கு இணைய இணைப்பு தேவை. இணைப்பைச் சரிபார்த்துவிட்டு மீண்டும் முயலுங்கள்.',
      retry: 'மீண்டும் முயலுங்கள்',
    },
  };

  function chosenLanguage() {
    var cookie = /(?:^|;\s*)lang=([a-z]+)/.exec(document.cookie);
    if (cookie) return cookie[1];
    var wanted = navigator.languages || [navigator.language];
    for (var i = 0; i < wanted.length; i++) {
      var code = String(wanted[i]).toLowerCase().split('-')[0];
      if (code === 'en' || WORDS[code]) return code;
    }
    return 'en';
  }

  var language = chosenLanguage();
  var words = WORDS[language];
  if (words) {
    document.documentElement.lang = language;
    document.title = words.title;
    document.querySelector('h1').textContent = words.heading;
    document.querySelector('main p').textContent = words.text;
    document.querySelector('main a').textContent = words.retry;
  }

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
