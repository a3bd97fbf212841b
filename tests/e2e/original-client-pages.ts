/**
 * Stand-ins for two screens of the spec's original client, as a reverse proxy serves that client from Forkcast's
 * origin (README, "Using the original client"). Each runs the client's own sequence of calls and its own handling of
 * the answers, written out in plain script: the checkout's IP look-up and its draft's placeholder coordinates, and
 * the kitchen board's drag data compared with `===`. They are what the journey drives in Chromium; the client itself
 * is not part of this repository.
 */

/** The client's axios instance: JSON, its token from the `access_token` cookie as a Bearer header, 2xx or a throw. */
const API_CLIENT = `
function token() {
  const found = document.cookie.split('; ').find((c) => c.startsWith('access_token='));
  return found ? found.slice('access_token='.length) : '';
}
async function api(method, url, body) {
  const headers = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token()) headers.Authorization = 'Bearer ' + token();
  const res = await fetch(url.startsWith('http') ? url : '/api' + url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = await res.json();
  if (!res.ok) throw Object.assign(new Error('Request failed with status ' + res.status), { status: res.status, data });
  return { status: res.status, data };
}
async function login(email, password) {
  const response = await api('POST', '/auth/login', { email, password });
  document.cookie = 'access_token=' + response.data.data + '; path=/; max-age=86400';
}
`;

const page = (title: string, body: string, script: string) =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>${title}</title>${body}<script>${API_CLIENT}${script}</script></html>`;

/**
 * The checkout: the cart filled from the menu, then steps 2 to 4. On arrival it asks an IP look-up service over
 * plain http for the first point and only then the browser; when that look-up fails the draft keeps its placeholders.
 */
export const CHECKOUT_PAGE = page(
  'Checkout',
  `<main>
    <h1>Checkout</h1>
    <p id="cart">Cart is Empty...Explore our Menu</p>
    <button id="add" type="button">Add the first dish</button>
    <label>Select Sector <select id="sector"><option></option><option>F-8</option><option>G-9</option></select></label>
    <label>Full Address <textarea id="address"></textarea></label>
    <label>Payment Method <select id="payment"><option></option><option value="CASH">Pay By Cash on Delivery</option></select></label>
    <button id="place" type="button">Place Order</button>
    <label>OTP <input id="otp" maxlength="6"></label>
    <button id="confirm" type="button">Confirm Order</button>
    <p id="step" role="status"></p>
  </main>`,
  `
const draft = { cart: {}, destination_latitude: '12345.12', destination_longitude: '12345.323', address: '', paymentMethod: null };
let sector = '';
// fetchInititalCoords: the look-up first; the browser's position only after it answered.
(async () => {
  const response = await api('GET', 'http://ip-api.com/json');
  draft.destination_latitude = response.data.lat;
  draft.destination_longitude = response.data.lon;
})().catch(() => {});
document.getElementById('add').onclick = async () => {
  const menu = (await api('GET', '/products/get/all')).data;
  const product = menu.find((p) => p.availability);
  draft.cart[product.id] = { id: product.id, name: product.name, price: product.price, quantity: 1 };
  document.getElementById('cart').textContent = product.name + ' x 1';
};
document.getElementById('sector').onchange = (e) => { sector = e.target.value; };
document.getElementById('address').oninput = (e) => { draft.address = e.target.value; };
document.getElementById('payment').onchange = (e) => { draft.paymentMethod = e.target.value; };
document.getElementById('place').onclick = async () => {
  const lineItems = Object.values(draft.cart).map((item) => ({ productId: item.id, quantity: item.quantity }));
  const response = await api('POST', '/order/create', {
    latitude: draft.destination_latitude,
    longitude: draft.destination_longitude,
    address: draft.address,
    paymentMethod: draft.paymentMethod,
    lineItems,
    sector,
  });
  if (response.status == 201) document.getElementById('step').textContent = 'Enter the OTP to confirm your order.';
};
document.getElementById('confirm').onclick = async () => {
  const response = await api('POST', '/order/confirm', { otp: document.getElementById('otp').value });
  if (response.status == 200) document.getElementById('step').textContent = 'Your order has been confirmed.';
};
`,
);

/** The kitchen board: three columns, cards dragged between them, a card moving only when the server agrees. Loads on arrival once logged in. */
export const KITCHEN_PAGE = page(
  'Prepare Order',
  `<main style="display:flex;gap:16px">
    <section id="queue" aria-label="Queue" style="flex:1;min-height:400px"><h2>Queue</h2></section>
    <section id="preparing" aria-label="Preparing" style="flex:1;min-height:400px"><h2>Preparing</h2></section>
    <section id="completed" aria-label="Completed" style="flex:1;min-height:400px"><h2>Completed</h2></section>
  </main>`,
  `
const columns = { queue: [], preparing: [], completed: [] };
function render() {
  for (const [name, orders] of Object.entries(columns)) {
    const column = document.getElementById(name);
    column.querySelectorAll('article').forEach((card) => card.remove());
    for (const orderItem of orders) {
      const card = document.createElement('article');
      card.draggable = true;
      card.textContent = 'OrderID: ' + orderItem.orderId;
      card.style.padding = '12px';
      card.ondragstart = (e) => e.dataTransfer.setData('text/plain', orderItem.orderId);
      column.append(card);
    }
  }
}
function dropInto(target, source, endpoint, expected) {
  const column = document.getElementById(target);
  column.ondragover = (e) => e.preventDefault();
  column.ondrop = async (e) => {
    e.preventDefault();
    const id = e.dataTransfer.getData('text/plain');
    const orderItem = columns[source].find((item) => item.orderId === id);
    if (orderItem) {
      const response = await api('POST', endpoint, { orderId: orderItem.orderId });
      if (response.status == 200 && response.data.data == expected) {
        columns[target] = [...columns[target], orderItem];
        columns[source] = columns[source].filter((item) => item.orderId !== id);
        render();
      }
    }
  };
}
dropInto('preparing', 'queue', '/order/prepare', 'UPDATE_SUCCESSFUL');
dropInto('completed', 'preparing', '/order/complete', 'ORDER_COMPLETED');
(async () => {
  if (!token()) return;
  const response = await api('GET', '/orders/get-processing-and-prepared');
  columns.queue = response.data.data.processing;
  columns.preparing = response.data.data.preparing;
  render();
  document.body.dataset.loaded = 'true';
})();
`,
);
