/**
 * Stand-ins for the payment gateways' browser scripts, with the same surface as the real ones, so the
 * portal's code runs unchanged against both. demo-api serves them as JavaScript; tests evaluate the same
 * source in jsdom. Plain ES5 on purpose: it is sent to the browser as it is written here.
 *
 * PayPal JS SDK: window.paypal.Buttons({ createOrder, onApprove, onCancel, onError }).render(container).
 * Flywire checkout (https://checkout.flywire.com/flywire-payment.js):
 * window.FlywirePayment.initiate(config).render(), with config.onCompleteCallback({ reference, status, amount,
 * paymentMethod }). Assumed where Flywire's public docs are silent: a failed payment reaches onCompleteCallback
 * with status "failed", and closing the checkout calls config.onCancel().
 */
export const PAYPAL_STAND_IN_JS = `(function () {
  if (window.paypal) return;
  function button(label, onClick) {
    var element = document.createElement('button');
    element.type = 'button';
    element.textContent = label;
    element.style.cssText = 'display:block;width:100%;margin:0 0 8px;padding:10px 16px;border-radius:30px;border:1px solid #003087;background:#ffc439;color:#111;font:inherit;cursor:pointer';
    element.addEventListener('click', onClick);
    return element;
  }
  window.paypal = {
    version: 'demo',
    Buttons: function (options) {
      var host = null;
      var busy = false;
      function order() {
        return Promise.resolve().then(function () { return options.createOrder({}, {}); });
      }
      function fail(error) {
        if (options.onError) options.onError(error);
      }
      return {
        isEligible: function () { return true; },
        render: function (container) {
          host = typeof container === 'string' ? document.querySelector(container) : container;
          if (!host) return Promise.reject(new Error('PayPal (demo): container not found'));
          var box = document.createElement('div');
          box.setAttribute('role', 'group');
          box.setAttribute('aria-label', 'PayPal (demo)');
          var buttons = [];
          // While a payment is being confirmed, none of the buttons can be pressed (as PayPal's own window covers
          // them): a second press would start another order, or cancel the one being confirmed.
          function setBusy(value) {
            busy = value;
            box.setAttribute('aria-busy', String(value));
            buttons.forEach(function (element) {
              element.disabled = value;
              element.style.opacity = value ? '0.6' : '1';
              element.style.cursor = value ? 'progress' : 'pointer';
            });
          }
          function add(label, onClick) {
            var element = button(label, function () { if (!busy) onClick(); });
            buttons.push(element);
            box.appendChild(element);
          }
          add('Approve payment (demo)', function () {
            setBusy(true);
            order()
              .then(function (orderID) { return options.onApprove({ orderID: orderID, payerID: 'DEMOPAYER' }, {}); })
              .catch(fail)
              .then(function () { setBusy(false); });
          });
          add('Cancel (demo)', function () {
            order().then(function (orderID) { if (options.onCancel) options.onCancel({ orderID: orderID }); }, fail);
          });
          add('Fail (demo)', function () { fail(new Error('The demo PayPal declined the payment.')); });
          host.appendChild(box);
          return Promise.resolve();
        },
        close: function () {
          if (host) host.innerHTML = '';
          return Promise.resolve();
        }
      };
    }
  };
})();
`;

export const FLYWIRE_STAND_IN_JS = `(function () {
  if (window.FlywirePayment) return;
  var counter = 0;
  window.FlywirePayment = {
    initiate: function (config) {
      return {
        render: function () {
          var existing = document.getElementById('flywire-demo-checkout');
          if (existing) existing.remove();
          var backdrop = document.createElement('div');
          backdrop.id = 'flywire-demo-checkout';
          backdrop.style.cssText = 'position:fixed;inset:0;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center;z-index:2000';
          var dialog = document.createElement('div');
          dialog.setAttribute('role', 'dialog');
          dialog.setAttribute('aria-modal', 'true');
          dialog.setAttribute('aria-label', 'Flywire checkout (demo)');
          dialog.style.cssText = 'background:#fff;color:#111;border-radius:12px;padding:24px;max-width:360px;width:calc(100% - 32px);font-family:sans-serif';
          var title = document.createElement('h2');
          title.textContent = 'Flywire checkout (demo)';
          title.style.marginTop = '0';
          dialog.appendChild(title);
          var lines = [
            'Amount: ' + Number(config.amount).toFixed(2) + ' ' + (config.currency || ''),
            'Payer: ' + [config.firstName, config.lastName].filter(Boolean).join(' '),
            'Email: ' + (config.email || '')
          ];
          lines.forEach(function (text) {
            var p = document.createElement('p');
            p.textContent = text;
            dialog.appendChild(p);
          });
          function close() { backdrop.remove(); }
          function reference() {
            counter += 1;
            return (config.recipientCode || 'DEM') + String(100000000 + counter);
          }
          function add(label, onClick) {
            var element = document.createElement('button');
            element.type = 'button';
            element.textContent = label;
            element.style.cssText = 'display:block;width:100%;margin:8px 0 0;padding:10px 16px;border-radius:30px;border:1px solid #444;background:#fff;font:inherit;cursor:pointer';
            element.addEventListener('click', function () { close(); onClick(); });
            dialog.appendChild(element);
            return element;
          }
          var first = add('Approve payment (demo)', function () {
            config.onCompleteCallback({ reference: reference(), status: 'success', amount: config.amount, paymentMethod: 'bank_transfer' });
          });
          add('Cancel (demo)', function () { if (config.onCancel) config.onCancel(); });
          add('Fail (demo)', function () {
            config.onCompleteCallback({ reference: reference(), status: 'failed', amount: config.amount, paymentMethod: 'card' });
          });
          backdrop.appendChild(dialog);
          document.body.appendChild(backdrop);
          first.focus();
        }
      };
    }
  };
})();
`;
