"use strict";
/* global module */
/**
 * Stands in for side-channel (qs's memory of seen objects), whose helpers cost ~7 KB of gzip on every signed-in page:
 * the same channel on WeakMap (objects) and Map (other keys). CommonJS, as qs requires it.
 */
module.exports = function getSideChannel() {
  var objects = new WeakMap();
  var others = new Map();
  var store = function (key) {
    return key !== null && (typeof key === "object" || typeof key === "function") ? objects : others;
  };
  var channel = {
    assert: function (key) {
      if (!channel.has(key)) throw new TypeError("Side channel does not contain the given key");
    },
    delete: function (key) {
      return store(key).delete(key);
    },
    get: function (key) {
      return store(key).get(key);
    },
    has: function (key) {
      return store(key).has(key);
    },
    set: function (key, value) {
      store(key).set(key, value);
    },
  };
  return channel;
};
