// A news article with a menu and a footer, the page the extract CLI tests run on.
export const ARTICLE = `<html><head><title>Rivers</title></head><body>
<div id="nav"><ul><li><a href="/">Home</a></li><li><a href="/news">News</a></li><li><a href="/about">About us</a></li>
<li><a href="/contact">Contact</a></li><li><a href="/archive">Archive</a></li></ul></div>
<div id="main"><h1>How rivers shaped the towns along them</h1>
<p>For most of recorded history, people have settled where water was close at hand. Rivers gave them fish,
fertile soil on the flood plains and a road for trade long before there were paved streets.</p>
<p>The first bridges were built where a river was narrow and its banks were firm. Markets grew around those
crossings, and many of the old town centres we know today still sit beside the first bridge.</p>
<p>When railways arrived in the nineteenth century, the river lost its role as the main road, but the towns
kept their shape. Their streets still bend with the water, and their oldest houses face it.</p></div>
<div id="footer"><a href="/privacy">Privacy</a> | <a href="/terms">Terms</a> | © 2024 Example Corp</div>
</body></html>`;
