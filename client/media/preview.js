// MCU Preview page script. Runs inside the webview under a strict CSP: no
// inline handlers, no eval; talks to the extension only through postMessage.
(function () {
  'use strict';
  // Shared with the Scene tab's script: acquireVsCodeApi may be called only once.
  const vscode = window.mcuPreviewApi || (window.mcuPreviewApi = acquireVsCodeApi());

  // Readable reasons for HTMLMediaElement error codes.
  const MEDIA_ERRORS = {
    1: 'playback was aborted',
    2: 'a network error stopped the download',
    3: 'the video is corrupt or truncated and could not be decoded',
    4: 'the file is not a video this editor can play (unsupported codec, or damaged file)',
  };

  function videos() {
    return Array.from(document.querySelectorAll('video[data-video-id]'));
  }

  function showVideoError(video, message) {
    const slot = video.closest('.video-slot');
    const box = slot && slot.querySelector('.video-error.runtime');
    if (box) {
      box.hidden = false;
      box.textContent = 'Cannot play this video: ' + message;
    }
    video.dataset.state = 'error';
    vscode.postMessage({ type: 'videoError', videoId: video.dataset.videoId, message: message });
  }

  function wireVideo(video) {
    video.addEventListener('error', function () {
      const code = video.error ? video.error.code : 0;
      showVideoError(video, MEDIA_ERRORS[code] || 'unknown media error');
    });
    video.addEventListener('loadeddata', function () {
      video.dataset.state = 'ready';
    });
    // The element starts loading when the page is parsed, before this script runs: a small
    // damaged file can fail (or load) before the listeners exist, so look at where it is now.
    if (video.error) showVideoError(video, MEDIA_ERRORS[video.error.code] || 'unknown media error');
    else if (video.readyState >= 2) video.dataset.state = 'ready';
    // A damaged file whose download is over ('suspend') with nothing decodable in it normally gets
    // an error event at once; on a busy machine it was seen never to come. Say so after 5 s.
    let watchdog = 0;
    video.addEventListener('suspend', function () {
      if (video.readyState !== 0 || watchdog) return;
      watchdog = setTimeout(function () {
        if (video.readyState === 0 && !video.error && video.dataset.state !== 'error') {
          showVideoError(video, 'no playable data was found in the file (it may be corrupt or truncated)');
        }
      }, 5000);
    });
    if (video.dataset.sync) wireSync(video);
  }

  // Compare mode: play, pause and seek in one video are mirrored to the others
  // of the same group. `mirroring` stops the echo from bouncing back.
  let mirroring = false;
  function wireSync(video) {
    const others = function () {
      return videos().filter(function (v) {
        return v !== video && v.dataset.sync === video.dataset.sync;
      });
    };
    const mirror = function (fn) {
      if (mirroring) return;
      mirroring = true;
      try {
        others().forEach(fn);
      } finally {
        setTimeout(function () {
          mirroring = false;
        }, 0);
      }
    };
    video.addEventListener('play', function () {
      mirror(function (o) {
        if (o.paused) o.play().catch(function () {});
      });
    });
    video.addEventListener('pause', function () {
      mirror(function (o) {
        if (!o.paused) o.pause();
      });
    });
    video.addEventListener('seeked', function () {
      mirror(function (o) {
        if (Math.abs(o.currentTime - video.currentTime) > 0.05) o.currentTime = video.currentTime;
      });
    });
  }

  function syncVideos() {
    return videos().filter(function (v) {
      return v.dataset.sync;
    });
  }

  const actions = {
    transcode: function (el) {
      el.disabled = true;
      el.textContent = 'Transcoding…';
      vscode.postMessage({ type: 'transcode', videoId: el.dataset.videoId });
    },
    open: function (el) {
      vscode.postMessage({ type: 'open', fileId: el.dataset.fileId });
    },
    seek: function (el) {
      const t = Number(el.dataset.time);
      const v = videos().find(function (x) {
        return x.dataset.state !== 'error';
      });
      if (v && Number.isFinite(t)) {
        v.currentTime = t;
        v.focus();
      }
    },
    'play-both': function () {
      mirroring = true;
      syncVideos().forEach(function (v) {
        v.play().catch(function () {});
      });
      setTimeout(function () {
        mirroring = false;
      }, 0);
    },
    'pause-both': function () {
      mirroring = true;
      syncVideos().forEach(function (v) {
        v.pause();
      });
      setTimeout(function () {
        mirroring = false;
      }, 0);
    },
    'restart-both': function () {
      mirroring = true;
      syncVideos().forEach(function (v) {
        v.currentTime = 0;
      });
      setTimeout(function () {
        mirroring = false;
      }, 0);
    },
  };

  document.addEventListener('click', function (ev) {
    const el = ev.target instanceof Element ? ev.target.closest('[data-action]') : null;
    if (!el) return;
    const fn = actions[el.dataset.action];
    if (fn) fn(el);
  });

  function replaceVideo(msg) {
    const slot = document.querySelector('.video-slot[data-video-id="' + CSS.escape(msg.videoId) + '"]');
    if (!slot) return;
    const pending = slot.querySelector('.needs-transcode');
    const video = document.createElement('video');
    video.id = 'video-' + msg.videoId;
    video.dataset.videoId = msg.videoId;
    const sibling = document.querySelector('video[data-sync]');
    if (sibling) video.dataset.sync = sibling.dataset.sync;
    video.controls = true;
    video.muted = true;
    video.preload = 'auto';
    video.tabIndex = 0;
    video.setAttribute('aria-label', 'Rollout video (transcoded to ' + msg.codec + ')');
    video.src = msg.src;
    const err = document.createElement('p');
    err.className = 'video-error runtime';
    err.setAttribute('role', 'alert');
    err.hidden = true;
    if (pending) pending.replaceWith(video);
    else slot.prepend(video);
    video.after(err);
    wireVideo(video);
    video.focus();
  }

  window.addEventListener('message', function (ev) {
    const msg = ev.data;
    if (!msg || typeof msg !== 'object' || typeof msg.videoId !== 'string') return;
    if (msg.type === 'videoReplaced' && typeof msg.src === 'string') replaceVideo(msg);
    else if (msg.type === 'transcodeFailed') {
      const slot = document.querySelector('.video-slot[data-video-id="' + CSS.escape(msg.videoId) + '"]');
      const btn = slot && slot.querySelector('button.transcode');
      if (btn) {
        btn.disabled = false;
        btn.textContent = 'Retry transcode to H.264';
      }
      if (slot) {
        const p = document.createElement('p');
        p.className = 'video-error';
        p.setAttribute('role', 'alert');
        p.textContent = 'Transcode failed: ' + String(msg.message || 'unknown error');
        slot.appendChild(p);
      }
    }
  });

  videos().forEach(wireVideo);
  vscode.postMessage({ type: 'ready' });
})();
