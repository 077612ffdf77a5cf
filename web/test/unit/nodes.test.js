import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageAt, nextNode } from '../../public/js/nodes.js';

test('a table served elsewhere moves the page to that node, its path and hash kept', () => {
  assert.equal(
    pageAt('http://127.0.0.1:8081', 'http://127.0.0.1:8080/#/table/7'),
    'http://127.0.0.1:8081/#/table/7',
  );
  assert.equal(
    pageAt('http://west.example:9000/', 'https://east.example/play?x=1#/table/3'),
    'http://west.example:9000/play?x=1#/table/3',
  );
});

test('a node that is the page\'s own, unknown or unreadable moves nothing', () => {
  assert.equal(pageAt('http://127.0.0.1:8080', 'http://127.0.0.1:8080/#/table/7'), null);
  assert.equal(pageAt(null, 'http://127.0.0.1:8080/'), null);
  assert.equal(pageAt('not a url', 'http://127.0.0.1:8080/'), null);
});

test('after its own node fails the page tries the next one round the group', () => {
  const nodes = ['http://a:1', 'http://b:2', 'http://c:3'];
  assert.equal(nextNode(nodes, 'http://b:2'), 'http://c:3');
  assert.equal(nextNode(nodes, 'http://c:3'), 'http://a:1');
  assert.equal(nextNode(nodes, 'http://d:4'), 'http://a:1', 'a node the list does not have');
  assert.equal(nextNode(['http://a:1'], 'http://a:1'), null, 'alone');
  assert.equal(nextNode(undefined, 'http://a:1'), null);
});
